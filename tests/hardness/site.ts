/**
 * The site as the hardness tools see it, discovered rather than listed by hand so that
 * every page and form that lands is covered: the public routes (PUBLIC_ROUTES), every
 * service and active blog, /search, plus the no-JS dialog/step URLs those pages link to
 * (one level deep), and every `<form method="post">` found in their server HTML.
 */
import { services } from "~/content/services";
import { HONEYPOT_FIELD, INTENT_FIELD } from "~/lib/forms/kit";
import { DIRECTORY_ROUTES, PUBLIC_ROUTES } from "~/lib/platform/site-routes";
import { links, postForms, type FormField, type PostForm } from "./html";

export interface Page {
  path: string;
  status: number;
  html: string;
  headers: Headers;
  /** Found by following a link from another page (dialog / step URL). */
  linkedFrom?: string;
}

export type Getter = (path: string) => Promise<{ status: number; text: string; headers: Headers }>;

/** The route list: public routes, each service and blog detail, the search page. */
export function baseRoutes(blogIds: readonly number[]): string[] {
  return [
    ...PUBLIC_ROUTES,
    ...services.map((s) => `/services/${s.slug}`),
    ...blogIds.map((id) => `/blog/${id}`),
    "/search",
    "/search?q=ielts",
    ...DIRECTORY_ROUTES,
    "/colleges?stream=Engineering&city=Pune",
    "/colleges/indian-institute-of-technology-bombay",
    "/compare?c=indian-institute-of-technology-bombay,indian-institute-of-technology-delhi",
  ];
}

/** Query parameters and paths that open a dialog or a wizard step without JavaScript. */
const DIALOG_PARAM =
  /^(call|plan|book|booking|step|dialog|modal|open|expert|service|otp|apply|subscribe|inquiry|variant)$/i;
const PER_PAGE_LINKS = 10;

/** Links on `page` that open a no-JS dialog or step: same page + a dialog param, or a deeper path. */
export function dialogLinks(page: string, html: string, known: ReadonlySet<string>): string[] {
  const pagePath = page.split("?")[0];
  const shapes = new Set<string>();
  const out: string[] = [];
  for (const href of links(html)) {
    if (known.has(href)) continue;
    const url = new URL(href, "http://site");
    const params = [...url.searchParams.keys()];
    const samePageDialog = url.pathname === pagePath && params.some((p) => DIALOG_PARAM.test(p));
    const deeper = pagePath !== "/" && url.pathname.startsWith(`${pagePath}/`) && !known.has(url.pathname);
    const deeperStep =
      deeper && (/\/(book|step|apply)\b/i.test(url.pathname) || params.some((p) => DIALOG_PARAM.test(p)));
    if (!samePageDialog && !deeperStep) continue;
    // One URL per shape (e.g. /connect/book/{id}: the first expert stands for all).
    const shape = `${url.pathname.replace(/\/[^/]+$/, "/*")}?${params
      .sort()
      .map((p) => `${p}=${DIALOG_PARAM.test(p) ? url.searchParams.get(p) : ""}`)
      .join("&")}`;
    if (shapes.has(shape)) continue;
    shapes.add(shape);
    out.push(href);
    if (out.length >= PER_PAGE_LINKS) break;
  }
  return out;
}

/** GETs every route, then the dialog/step links they show (one level deep). */
export async function crawl(get: Getter, routes: readonly string[]): Promise<Page[]> {
  const pages: Page[] = [];
  const seen = new Set<string>(routes);
  for (const path of routes) {
    const r = await get(path);
    pages.push({ path, status: r.status, html: r.text, headers: r.headers });
  }
  for (const page of [...pages]) {
    if (page.status !== 200) continue;
    for (const href of dialogLinks(page.path, page.html, seen)) {
      seen.add(href);
      const r = await get(href);
      pages.push({ path: href, status: r.status, html: r.text, headers: r.headers, linkedFrom: page.path });
    }
  }
  return pages;
}

/** Every distinct post form (by action path + intent) of the crawled pages. */
export function discoverForms(pages: readonly Page[]): PostForm[] {
  const forms = new Map<string, PostForm>();
  for (const page of pages) {
    if (page.status !== 200 && page.status !== 400) continue;
    for (const form of postForms(page.html, page.path)) {
      if (!forms.has(form.key)) forms.set(form.key, form);
    }
  }
  return [...forms.values()];
}

export type Body = Array<[string, string]>;

/** A plausible valid value for a field, from its type, name and options. */
export function validValue(field: FormField, seq: number): string {
  const n = field.name.toLowerCase();
  if (field.name === HONEYPOT_FIELD) return "";
  if (field.kind === "hidden") return field.value;
  if (field.kind === "select" || field.kind === "radio") return field.options[0] ?? field.value;
  if (field.kind === "checkbox") return field.value || "on";
  if (field.kind === "email" || /e-?mail/.test(n)) return `load${seq}@example.com`;
  if (field.kind === "tel" || /phone|mobile/.test(n)) return `9${String(seq % 1e9).padStart(9, "0")}`;
  if (field.kind === "password" || /password/.test(n)) return "Str0ngPass1";
  if (/otp|code/.test(n)) return "123456";
  if (field.kind === "date" || /date/.test(n)) return "2030-01-15";
  if (field.kind === "time" || /time/.test(n)) return "10:30";
  if (field.kind === "number" || /year/.test(n)) return "2026";
  if (field.kind === "url") return "https://example.com";
  if (field.kind === "textarea") return `Hello, this is message number ${seq}.`;
  if (/name/.test(n)) return `Asha ${letters(seq)}`;
  return field.value || `Test ${seq}`;
}

/** seq as lower-case letters (names must not contain digits). */
export function letters(seq: number): string {
  let out = "";
  for (let n = seq; n > 0; n = Math.floor(n / 26)) out = String.fromCharCode(97 + (n % 26)) + out;
  return out || "a";
}

/** A body the form's schema should accept (names as rendered, honeypot empty). */
export function validBody(form: PostForm, seq: number): Body {
  const body: Body = [];
  for (const f of form.fields) {
    const v = validValue(f, seq);
    body.push([f.name, v]);
  }
  if (!form.fields.some((f) => f.name === HONEYPOT_FIELD)) body.push([HONEYPOT_FIELD, ""]);
  return body;
}

/** An empty submission: only the hidden fields (intent, step state) and the honeypot. */
export function emptyBody(form: PostForm): Body {
  return form.fields
    .filter((f) => f.kind === "hidden" || f.name === HONEYPOT_FIELD)
    .map((f) => [f.name, f.name === HONEYPOT_FIELD ? "" : f.value]);
}

export function encodeBody(body: Body): string {
  const p = new URLSearchParams();
  for (const [k, v] of body) p.append(k, v);
  return p.toString();
}

export { INTENT_FIELD, HONEYPOT_FIELD };

/**
 * `npm run test:stress` sweeps every discovered page (its projects set TEST_SWEEP=full); `npm test` sweeps one page per
 * family: the pages of one feature (its components and route modules) count once, and a page's dialog or step URLs
 * count with the page. The first page of a family in crawl order stands for it.
 */
export const FULL_SWEEP = process.env.TEST_SWEEP === "full";

/**
 * The variants a browser test runs (JavaScript on and off, screen widths): every one with the full sweep, `quick` in
 * `npm test`. A form's path without JavaScript is also covered by the integration suite, which posts it to the built
 * worker, so `npm test` keeps a browser's JS-off run where the page works differently without JavaScript.
 */
export function variants<T>(all: readonly T[], quick: readonly T[]): readonly T[] {
  return FULL_SWEEP ? all : quick;
}

const FAMILIES: ReadonlyArray<readonly [string, RegExp]> = [
  ["accounts", /^\/(Loginregister|login|register|Forget-Password|reset-password|account)(\/|$)/],
  ["blogs", /^\/(blogs|blog\/[^/]+)$/],
  ["letters", /^\/(sop-maker|sop-form|lor-form)$/],
  ["connect", /^\/connect(\/|$)/],
  ["exams", /^\/(exam-prep|IELTS|IELTS-ACEDEMIC|PTEAcademic|ToeflIBT|DuolingoTest|GREPrep)$/],
  ["entrance-exams", /^\/exams(\/|$)/],
  ["services", /^\/(services|post-admit-services)(\/|$)/],
  ["company", /^\/(about|career|terms|advertising|contact)$/],
  ["colleges", /^\/(colleges|compare)(\/|$)/],
];

/** The family a page belongs to (see FULL_SWEEP): its feature, or the page itself. */
export function familyOf(path: string): string {
  const pathname = path.split("?")[0];
  return FAMILIES.find(([, pattern]) => pattern.test(pathname))?.[0] ?? pathname;
}

/** Every page when FULL_SWEEP, otherwise the first page of each family (base routes come before their dialogs). */
export function sweep<T extends { path: string; linkedFrom?: string }>(pages: readonly T[]): T[] {
  if (FULL_SWEEP) return [...pages];
  const seen = new Set<string>();
  return pages.filter((p) => {
    const family = familyOf(p.linkedFrom ?? p.path);
    if (seen.has(family)) return false;
    seen.add(family);
    return true;
  });
}
