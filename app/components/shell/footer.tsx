import { ServerMarkup } from "~/components/ui/server-markup";

/** The footer: static markup (app/components/shell/static-parts.tsx `FooterContent`; styles: tailwind.css `.ftr`). */
export function Footer({ html }: { html: string | undefined }) {
  return <ServerMarkup as="footer" id="site-footer" className="ftr" html={html} keep="footer" />;
}
