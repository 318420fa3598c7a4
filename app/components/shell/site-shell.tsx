import type { ReactNode } from "react";
import type { ShellMarkup, shellMarkup } from "~/lib/shell-markup.server";
import { useSettings } from "~/lib/use-settings";
import { Footer } from "./footer";
import { BottomBar, Header } from "./header";

/**
 * Header, secondary navigation, main area, footer and the mobile bottom bar. `markup` is
 * `shellMarkup` from app/lib/shell-markup.server.tsx, passed by root.tsx: on the server it writes the
 * static parts; in the browser (where `.server` modules are empty) they hydrate as they are.
 */
export function SiteShell({ children, markup }: { children: ReactNode; markup: typeof shellMarkup | undefined }) {
  const settings = useSettings();
  const parts: Partial<ShellMarkup> = markup?.(settings) ?? {};
  return (
    <>
      <a href="#main" className="skip">
        Skip to content
      </a>
      <Header markup={parts} />
      <main id="main">{children}</main>
      <Footer html={parts.footer} />
      <BottomBar html={parts.bottomBar} />
    </>
  );
}
