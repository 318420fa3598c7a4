/**
 * Layout checks a visitor would notice, evaluated in the page: the page scrolls sideways, an open menu panel
 * sticks out of the viewport, or a text is cut by its box (overflow hidden without an ellipsis or a line clamp).
 * Used by the layout test and by `npm run screenshots`.
 */
import type { Locator, Page } from "playwright-core";
import { ENTRANCE_EXAM_SLUGS } from "../../app/content/entrance-exams";

/** Every entrance exam page: each is checked, not one of the family (their tables and blocks differ). */
export const EXAM_PAGES = ["/exams", ...ENTRANCE_EXAM_SLUGS.map((s) => `/exams/${s}`)];

/** The widths every page must fit (phones to desktops). */
export const ALL_WIDTHS = [320, 360, 390, 768, 1024, 1280, 1366, 1440, 1920] as const;
/** Below this width the header's menus live in the mobile panel. */
export const DESKTOP_MIN = 1024;

/** Problems of the page as drawn now (each a line naming the element). */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const de = document.documentElement;
    const vw = de.clientWidth;
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const cls = [...el.classList].slice(0, 3).join(".");
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls ? `.${cls}` : ""} "${text}"`;
    };
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    const all = [...document.body.querySelectorAll("*")].filter(visible);

    if (de.scrollWidth > vw) {
      // The outermost elements past the edge (their children would only repeat them).
      // Parts of a carousel or a scroll box are cut by their box and do not widen the page.
      const clippedByAncestor = (el: Element) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          if (getComputedStyle(a).overflowX !== "visible" && a.getBoundingClientRect().right <= vw + 1) return true;
        }
        return false;
      };
      const wide = all.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > vw + 1 && !clippedByAncestor(el);
      });
      const outer = wide.filter((el) => !wide.some((o) => o !== el && o.contains(el)));
      problems.push(
        `page scrolls sideways: ${de.scrollWidth} > ${vw} px (${outer
          .slice(0, 3)
          .map((el) => `${name(el)} to ${Math.round(el.getBoundingClientRect().right)}`)
          .join("; ")})`,
      );
    }

    // Open menu panels: a <details> menu's panel, the mobile menu.
    const panels = [...document.querySelectorAll("details[open] > :not(summary), details[open] ~ #site-menu")];
    for (const panel of panels.filter(visible)) {
      const r = panel.getBoundingClientRect();
      if (r.width > 0 && (r.left < -1 || r.right > vw + 1))
        problems.push(
          `menu panel outside the viewport: ${name(panel)} at ${Math.round(r.left)}..${Math.round(r.right)}`,
        );
    }

    // Text cut by its box: an element with text of its own whose overflow is hidden and whose content is larger.
    for (const el of all) {
      if (!(el instanceof HTMLElement)) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!own) continue;
      const cs = getComputedStyle(el);
      if (el.clientWidth <= 2 || el.clientHeight <= 2) continue; // visually hidden (sr-only)
      if (cs.textOverflow === "ellipsis" || cs.webkitLineClamp !== "none") continue; // a deliberate, visible cut
      const size = `${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`;
      const clipsX = /hidden|clip/.test(cs.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const clipsY = /hidden|clip/.test(cs.overflowY) && el.scrollHeight > el.clientHeight + 2;
      if (clipsX || clipsY) problems.push(`text clipped: ${name(el)} (${size})`);
      // A word longer than its box runs out of it (over a neighbour or the screen's edge).
      else if (cs.overflowX === "visible" && cs.display !== "inline" && el.scrollWidth > el.clientWidth + 1)
        problems.push(`text runs out of its box: ${name(el)} (${size})`);
    }
    return problems;
  });
}

/**
 * Opens each menu of the header in turn (at phone widths the mobile menu first) and collects the problems with
 * it open; leaves every menu closed. Works with JavaScript on or off (a <details> opens natively).
 */
export async function menuProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const width = page.viewportSize()?.width ?? 1280;
  const header = page.getByRole("banner");
  const check = async (label: string) => {
    for (const p of await layoutProblems(page)) problems.push(`${label}: ${p}`);
  };
  // Closed as a script would (a hover-opened menu stays open on a second click), then the pointer leaves.
  const close = async (summary: Locator) => {
    await summary.evaluate((el) => ((el.parentElement as HTMLDetailsElement).open = false));
    await page.mouse.move(0, page.viewportSize()?.height ?? 0);
    await page.waitForFunction((el) => !(el.parentElement as HTMLDetailsElement).open, await summary.elementHandle());
  };
  const toggleAll = async (summaries: Locator, label: (i: number) => string) => {
    const count = await summaries.count();
    for (let i = 0; i < count; i++) {
      const summary = summaries.nth(i);
      if (!(await summary.isVisible())) continue;
      await summary.click();
      await page.waitForFunction((el) => (el.parentElement as HTMLDetailsElement).open, await summary.elementHandle());
      await check(label(i));
      await close(summary);
    }
  };
  // The icon menus of the header's end (notifications, account) at every width.
  await toggleAll(header.getByLabel(/^(Notifications|Account)\b/), (i) => `header menu ${i + 1} open`);
  if (width < DESKTOP_MIN) {
    const toggle = header.getByLabel("Menu", { exact: true });
    await toggle.click();
    await page.waitForFunction((el) => (el.parentElement as HTMLDetailsElement).open, await toggle.elementHandle());
    await check("mobile menu open");
    await close(toggle);
  } else {
    await toggleAll(header.locator("#site-menu details > summary"), (i) => `header menu ${i + 3} open`);
  }
  return problems;
}

/**
 * One page of each page family for the layout checks and the screenshots: the public routes and the directory's
 * (each different enough to break on its own), plus one detail page of each kind (college, service, blog, the
 * booking step). `full` adds every service and blog.
 */
export async function layoutRoutes(base: string, full = false): Promise<string[]> {
  const { baseRoutes } = await import("../hardness/site");
  const blogs = (await (await fetch(`${base}/Blogs/active_blogs`)).json()) as Array<{ blog_id: number }>;
  const routes = baseRoutes(blogs.map((b) => b.blog_id));
  const shape = (path: string) => path.split("?")[0].replace(/^\/(blog|services|colleges)\/.+$/, "/$1/*");
  const seen = new Set<string>();
  const picked = routes.filter((path) => {
    if (full) return true;
    const key = shape(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...picked, "/connect/book/1", "/account", "/write-review"];
}
