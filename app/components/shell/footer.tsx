import { useSettings } from "~/lib/platform/hooks";
import { FooterContent } from "./link-lists";

/** The footer (styles: tailwind.css `.ftr`). */
export function Footer() {
  const { supportEmail, phone, postalAddress, siteName } = useSettings();
  return (
    <footer id="site-footer" className="ftr">
      <FooterContent supportEmail={supportEmail} phone={phone} postalAddress={postalAddress} siteName={siteName} />
    </footer>
  );
}
