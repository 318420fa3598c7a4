/**
 * /app: where the footer's "StudySaathi App" leads. With an app URL configured (ANDROID_APP_URL, IOS_APP_URL) it
 * links to the stores; without one it says there is no store app and how to keep the website on a home screen.
 */
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/ui/sections";
import { pageHeaders } from "~/lib/platform/cache";
import { useSettings } from "~/lib/platform/hooks";
import { pageMeta } from "~/lib/platform/meta";

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "App",
  description: "There is no app in the stores yet: the website works on any phone and can sit on your home screen.",
  path: "/app",
});

export default function AppPage() {
  const { siteName, androidAppUrl, iosAppUrl } = useSettings();
  if (androidAppUrl || iosAppUrl) {
    return (
      <>
        <PageHero hero={{ title: `${siteName} App`, subtitle: "Get the app for your phone." }} />
        <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 leading-7 text-slate-800">
          <ul className="list-disc space-y-1 pl-6">
            {androidAppUrl ? (
              <li>
                <a href={androidAppUrl} rel="noopener" className="font-semibold text-indigo-800 underline">
                  {`${siteName} on Google Play`}
                </a>
              </li>
            ) : null}
            {iosAppUrl ? (
              <li>
                <a href={iosAppUrl} rel="noopener" className="font-semibold text-indigo-800 underline">
                  {`${siteName} on the App Store`}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHero
        hero={{ title: `${siteName} App`, subtitle: "No app in the stores yet: the website works on your phone." }}
      />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 leading-7 text-slate-800">
        <p>
          {siteName} has no app in Google Play or the App Store yet. Everything the site offers (college search, the
          course finder, expert calls, reviews and your account) works in your phone&apos;s browser, and every page also
          works without JavaScript.
        </p>
        <h2 className="pt-2 text-2xl font-bold text-slate-900">Keep it on your home screen</h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>Android, Chrome: open the menu (⋮) and choose &ldquo;Add to Home screen&rdquo;.</li>
          <li>iPhone, Safari: tap Share and choose &ldquo;Add to Home Screen&rdquo;.</li>
        </ul>
        <p>
          When an app is released, this page will link to it.{" "}
          <Link to="/subscribe" className="font-semibold text-indigo-800 underline">
            Subscribe to alerts
          </Link>{" "}
          to hear about it.
        </p>
      </div>
    </>
  );
}
