import type { ReactNode } from "react";
import { Footer } from "./footer";
import { BottomBar, Header } from "./header";

/** Header, secondary navigation, main area, footer and the mobile bottom bar (part 1 §2). */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main">{children}</main>
      <Footer />
      <BottomBar />
    </>
  );
}
