import { Link } from "@remix-run/react";
import { COPYRIGHT_YEAR, footerColumns, TAGLINE } from "~/content/navigation";
import { useSettings } from "~/lib/use-settings";
import { StoreBadges } from "./header";
import { LinkList } from "./links";

/** The footer's columns, contact block and store badges (styles: tailwind.css `.ftr`). */
export function Footer() {
  const { supportEmail, postalAddress, phone, siteName } = useSettings();
  return (
    <footer id="site-footer" className="ftr">
      <div className="ftr-cols">
        {footerColumns.map((col) => (
          <LinkList key={col.title} title={col.title} links={col.links} heading="h2" />
        ))}
        <address>
          <h2>Contact</h2>
          <p>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
          <p>{phone}</p>
          <p>{postalAddress}</p>
          <StoreBadges />
        </address>
      </div>
      <div className="ftr-end">
        <p>{`© ${COPYRIGHT_YEAR} ${siteName}. All rights reserved.`}</p>
        <p>{TAGLINE}</p>
        <Link to="/" discover="none">
          {siteName}
        </Link>
      </div>
    </footer>
  );
}
