/**
 * The page shell's live links: what the header renders in the browser. The static
 * menus' and the footer's lists are in app/content/shell-links.ts.
 */

export interface NavLink {
  label: string;
  /** Absent: a placeholder entry with no target page (rendered as text). */
  to?: string;
  external?: boolean;
}

/** Secondary navigation; FREE COURSES goes to the external site from settings. */
export const FREE_COURSES = "FREE COURSES";
export const secondaryNav: NavLink[] = [
  { label: "HOME", to: "/" },
  { label: "SOP maker", to: "/sop-maker" },
  { label: "connect", to: "/connect" },
  { label: "post-admit", to: "/post-admit-services" },
  { label: "blogs", to: "/blogs" },
  { label: "exam prep", to: "/exam-prep" },
  { label: FREE_COURSES, external: true },
  { label: "travel", to: "/travel" },
  { label: "services", to: "/services" },
];

/** The notifications menu's entries: the site's notices to every visitor (no unread count). */
export const notifications: Array<{ text: string; to: string }> = [
  { text: "College rankings 2025 are out: see where your shortlist stands", to: "/rankings" },
  { text: "IELTS and PTE preparation plans for the next intake", to: "/exam-prep" },
  { text: "Book a free 1-on-1 call with a student expert", to: "/connect" },
];
