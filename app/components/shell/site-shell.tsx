import type { ReactNode } from "react";
import { Footer } from "./footer";
import { BottomBar, Header } from "./header";
import { SKIP_LINK } from "./shell-styles";

/** Header, secondary navigation, main area, footer and the mobile bottom bar. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={SKIP_LINK}>
        Skip to content
      </a>
      <Header />
      <main id="main">{children}</main>
      <Footer />
      <BottomBar />
    </>
  );
}
