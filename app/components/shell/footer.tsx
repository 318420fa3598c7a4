import { Link } from "@remix-run/react";
import { COPYRIGHT_YEAR, footerColumns, TAGLINE } from "~/content/navigation";
import { useSettings } from "~/lib/use-settings";
import { StoreBadges } from "./header";
import { ShellLink } from "./links";

export function Footer() {
  const { supportEmail, postalAddress, phone, siteName } = useSettings();
  return (
    <footer id="site-footer" className="mt-16 bg-slate-950 pb-20 text-slate-300 lg:pb-0">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5">
          {footerColumns.map((col) => (
            <div key={col.title}>
              <h2 className="mb-3 text-sm font-semibold text-white">{col.title}</h2>
              <ul className="space-y-2">
                {col.links.map((l) => (
                  <li key={l.label}>
                    <ShellLink
                      link={l}
                      className={
                        l.to ? "text-sm text-slate-300 hover:text-white hover:underline" : "text-sm text-slate-400"
                      }
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="col-span-2 sm:col-span-3 lg:col-span-2">
            <h2 className="mb-3 text-sm font-semibold text-white">Contact</h2>
            <address className="space-y-2 text-sm not-italic">
              <p>
                <a href={`mailto:${supportEmail}`} className="text-slate-200 hover:text-white hover:underline">
                  {supportEmail}
                </a>
              </p>
              <p>{phone}</p>
              <p>{postalAddress}</p>
            </address>
            <StoreBadges className="mt-4" />
          </div>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-5 text-sm sm:flex-row">
          <p>
            © {COPYRIGHT_YEAR} {siteName}. All rights reserved.
          </p>
          <p className="text-slate-400">{TAGLINE}</p>
          <Link to="/" className="font-semibold text-white">
            {siteName}
          </Link>
        </div>
      </div>
    </footer>
  );
}
