/**
 * The shell's no-JS HTML: every menu item is in the page once per menu (one
 * markup serves desktop and mobile), the inline route manifest is compact, and the root data carries only the
 * settings a deployment changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, secondaryNav, type NavLink } from "~/content/navigation";
import {
  bottomBar,
  cityLinks,
  courseGroups,
  exploreColleges,
  exploreExams,
  footerColumns,
  goalLinks,
  MOBILE_GOALS,
} from "~/content/shell-links";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
let page: string;
beforeAll(async () => {
  w = await startWorker();
  page = (await w.html("/not-a-real-page")).text;
});
afterAll(() => w?.dispose());

const escape = (s: string) => s.replace(/&/g, "&amp;");
/** The HTML of the element that starts with `start` (up to its matching close of the same tag name). */
function section(html: string, start: string): string {
  const from = html.indexOf(start);
  expect(from, start).toBeGreaterThanOrEqual(0);
  const tag = start.match(/^<(\w+)/)![1];
  let depth = 0;
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
  re.lastIndex = from;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, m.index + m[0].length);
  }
  throw new Error(`${start} is not closed`);
}
/** The HTML of the menu (`<details>`) whose summary reads `label` or is named `label`. */
function menu(html: string, label: string): string {
  const at = [`>${escape(label)}</summary>`, `aria-label="${label}"`].map((m) => html.indexOf(m)).find((i) => i >= 0);
  expect(at, label).toBeDefined();
  return section(html, html.slice(html.lastIndexOf("<details", at)));
}
/** How often a link with this label and target (or the bare label, for placeholders) occurs. */
function count(html: string, link: NavLink): number {
  const label = escape(link.label);
  if (!link.to) return html.match(new RegExp(`<li(?: [^>]*)?>${label}</li>`, "g"))?.length ?? 0;
  const anchor = new RegExp(`<a [^>]*href="${escape(link.to).replace(/[?.*+()[\]]/g, "\\$&")}"[^>]*>${label}</a>`, "g");
  return html.match(anchor)?.length ?? 0;
}

describe("shell HTML without JavaScript", () => {
  it("has one header menu markup: each menu's items once, for desktop and the mobile panel alike", () => {
    const header = section(page, "<header");
    for (const [name, part, links] of [
      ["Select Goal & City", menu(header, "Select Goal & City"), [...goalLinks, ...cityLinks]],
      ["Explore", menu(header, "Explore"), [...exploreColleges, ...exploreExams]],
      ["Sections", section(header, '<nav aria-label="Sections"'), secondaryNav.filter((l) => l.to)],
      ["Notifications", menu(header, "Notifications"), notifications.map((n) => ({ label: n.text, to: n.to }))],
      [
        "Your account",
        section(header, '<section aria-label="Your account"'),
        MOBILE_GOALS.map((g) => ({ label: g, to: `/search?q=${encodeURIComponent(g)}` })),
      ],
    ] as const) {
      for (const link of links) expect(count(part, link), `${name} ${link.label}`).toBe(1);
    }
    for (const item of courseGroups.flatMap((g) => g.items)) expect(count(header, { label: item })).toBe(1);
    // One search box, one Sections nav, one account card: nothing is drawn twice for phones.
    for (const once of ['role="search"', 'aria-label="Sections"', 'aria-label="Your account"', ">FREE COURSES</a>"]) {
      expect(header.split(once).length - 1, once).toBe(1);
    }
    expect(textOf(header)).toContain("Write a Review");
  });

  it("has every footer column's items and the bottom bar once", () => {
    const footer = section(page, "<footer");
    for (const link of footerColumns.flatMap((c) => c.links)) {
      // "About Us" and "Help Center" both go to /about: each label with its target once.
      expect(count(footer, link), link.label).toBeGreaterThanOrEqual(1);
    }
    for (const column of footerColumns) expect(footer).toMatch(new RegExp(`<h2[^>]*>${escape(column.title)}</h2>`));
    const bar = section(page, '<nav aria-label="Quick links"');
    for (const link of bottomBar) expect(count(bar, link), link.label).toBe(1);
    expect(bar).toContain('href="/more"');
  });

  it("is a plain search form (the combobox and its list come with JavaScript)", () => {
    const form = section(page, '<form action="/search"');
    expect(form).toContain('type="search"');
    expect(form).not.toContain("combobox");
    expect(form).not.toContain("listbox");
  });

  it("draws JavaScript-only controls away with the stylesheet, not a <noscript> style in every page", () => {
    expect(page).not.toContain("<noscript");
  });
});

describe("shell scripts", () => {
  it("are Remix's own: the page's routes of the manifest inline, the entry imported by a module script", () => {
    const script = page.match(/window\.__remixManifest = (\{[\s\S]*?\});/)?.[1];
    expect(script).toBeDefined();
    const manifest = JSON.parse(script!) as { routes: Record<string, { hasLoader?: boolean; module: string }> };
    expect(manifest.routes.root.hasLoader).toBe(true);
    expect(manifest.routes["routes/$"].module).toMatch(/^\/build\/routes\//);
    expect(page).toMatch(/import\("\/build\/entry\.client-[^"]+\.js"\)/);
  });

  it("send no default setting in the root data; a deployment's own settings travel and show", async () => {
    expect(page).not.toContain("supportEmail");
    expect(textOf(section(page, "<footer"))).toContain("support@studysaathi.in");
    const custom = await startWorker({ bindings: { SUPPORT_EMAIL: "help@example.in", SITE_NAME: "Saathi Test" } });
    try {
      const { text } = await custom.html("/not-a-real-page");
      expect(text).toContain('\\"supportEmail\\",\\"help@example.in\\"');
      expect(text).not.toContain("postalAddress");
      const footer = textOf(section(text, "<footer"));
      expect(footer).toContain("help@example.in");
      expect(footer).toContain("© 2025 Saathi Test. All rights reserved.");
    } finally {
      await custom.dispose();
    }
  });
});
