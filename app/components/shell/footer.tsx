import { useSettings } from "~/lib/platform/hooks";
import { FooterContent } from "./link-lists";

/** The footer: a dark band that meets the page's last section (no margin above); room for the bottom bar below lg. */
export function Footer() {
  const { supportEmail, phone, postalAddress, siteName } = useSettings();
  return (
    <footer id="site-footer" className="bg-slate-950 pb-20 text-sm text-slate-300 lg:pb-0">
      <FooterContent supportEmail={supportEmail} phone={phone} postalAddress={postalAddress} siteName={siteName} />
    </footer>
  );
}
