import { useSettings } from "~/lib/platform/hooks";
import { STORE_BADGES } from "./shell-styles";

/** The store badges, each only when its app URL is configured (ANDROID_APP_URL, IOS_APP_URL); none: nothing. */
export function StoreBadges() {
  const { androidAppUrl, iosAppUrl } = useSettings();
  if (!androidAppUrl && !iosAppUrl) return null;
  return (
    <div className={STORE_BADGES}>
      {androidAppUrl ? (
        <a href={androidAppUrl} rel="noopener">
          <img src="/images/shell/google-play.svg" alt="Get it on Google Play" width={135} height={40} loading="lazy" />
        </a>
      ) : null}
      {iosAppUrl ? (
        <a href={iosAppUrl} rel="noopener">
          <img
            src="/images/shell/app-store.svg"
            alt="Download on the App Store"
            width={135}
            height={40}
            loading="lazy"
          />
        </a>
      ) : null}
    </div>
  );
}
