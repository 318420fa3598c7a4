import type { ReactNode } from "react";
import { Link } from "@remix-run/react";

/** Placeholder until the full shell lands. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <Link to="/">StudySaathi</Link>
      </header>
      <main id="main">{children}</main>
      <footer>© 2025 StudySaathi</footer>
    </>
  );
}
