/**
 * Just enough HTML reading for the hardness tools: attributes, links and post forms out of
 * server-rendered markup (React's output is regular: quoted attributes, no stray `>`).
 */

export function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

/** Attributes of one start tag (`<input a="b" c>`), names lower-cased, values decoded. */
export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = tag.replace(/^<\s*[\w-]+/, "").replace(/\/?>$/, "");
  for (const m of body.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    out[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return out;
}

export type FieldKind =
  | "text"
  | "email"
  | "tel"
  | "password"
  | "number"
  | "date"
  | "time"
  | "url"
  | "search"
  | "hidden"
  | "checkbox"
  | "radio"
  | "select"
  | "textarea";

export interface FormField {
  name: string;
  kind: FieldKind;
  /** The rendered value (hidden inputs, radio/checkbox values, pre-filled text). */
  value: string;
  /** Select options (non-empty values) or the values of a radio group. */
  options: string[];
  required: boolean;
  maxLength?: number;
  id?: string;
}

export interface PostForm {
  /** Where the form was found (path + search). */
  page: string;
  /** Where it posts (path + search), resolved against the page. */
  action: string;
  /** `intent` hidden value, when the page has several forms. */
  intent?: string;
  fields: FormField[];
  /** Stable key: action path + hidden state (intent, wizard step). */
  key: string;
}

const FIELD_TYPES = new Set<FieldKind>([
  "text",
  "email",
  "tel",
  "password",
  "number",
  "date",
  "time",
  "url",
  "search",
  "hidden",
  "checkbox",
  "radio",
]);

/** Every `<form method="post">` of a page with its fields. */
export function postForms(html: string, page: string): PostForm[] {
  const forms: PostForm[] = [];
  for (const m of html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)) {
    const open = m[0].match(/^<form\b[^>]*>/i)![0];
    const attrs = attributes(open);
    if ((attrs.method ?? "get").toLowerCase() !== "post") continue;
    const url = new URL(attrs.action || page, `http://site${page}`);
    if (url.host !== "site") continue;
    const base = formFields(m[0]);
    // A named submit button (name="intent" value="next") is part of what the browser posts:
    // each one is a variant of the form.
    const submitters = [...m[0].matchAll(/<button\b[^>]*>/gi)]
      .map((b) => attributes(b[0]))
      .filter((a) => a.name && (a.type ?? "submit") === "submit" && !("disabled" in a));
    const variants = submitters.length
      ? submitters.map((a) => [
          ...base.filter((f) => f.name !== a.name),
          { name: a.name, kind: "hidden" as const, value: a.value ?? "", options: [], required: false },
        ])
      : [base];
    const action = url.pathname + url.search;
    for (const fields of variants) {
      const intent = fields.find((f) => f.name === "intent" && f.kind === "hidden")?.value;
      const state = fields
        .filter((f) => f.kind === "hidden")
        .map((f) => `${f.name}=${f.value.slice(0, 40)}`)
        .sort()
        .join("&");
      forms.push({ page, action, intent, fields, key: `${url.pathname}#${state}` });
    }
  }
  return forms;
}

function formFields(formHtml: string): FormField[] {
  const fields = new Map<string, FormField>();
  for (const m of formHtml.matchAll(/<(input|select|textarea)\b[^>]*>/gi)) {
    const tag = m[1].toLowerCase();
    const a = attributes(m[0]);
    const name = a.name;
    if (!name || "disabled" in a) continue;
    const type = (tag === "input" ? (a.type ?? "text").toLowerCase() : tag) as FieldKind;
    if (tag === "input" && !FIELD_TYPES.has(type)) continue;
    let options: string[] = [];
    if (tag === "select") {
      const end = formHtml.indexOf("</select>", m.index);
      const inner = formHtml.slice(m.index, end);
      // An option without a value attribute submits its text (the form kit writes `value` only when it differs).
      options = [...inner.matchAll(/(<option\b[^>]*>)([^<]*)/gi)]
        .map((o) => attributes(o[1]).value ?? decodeEntities(o[2]).replace(/\s+/g, " ").trim())
        .filter((v) => v !== "");
    }
    const existing = fields.get(name);
    if (existing && type === "radio") {
      existing.options.push(a.value ?? "on");
      continue;
    }
    if (existing) continue;
    fields.set(name, {
      name,
      kind: type,
      value: a.value ?? (type === "checkbox" || type === "radio" ? "on" : ""),
      options: type === "radio" ? [a.value ?? "on"] : options,
      required: "required" in a || a["aria-required"] === "true",
      maxLength: a.maxlength ? Number(a.maxlength) : undefined,
      id: a.id,
    });
  }
  return [...fields.values()];
}

/** Same-site hrefs of a page (path + search), decoded. */
export function links(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)) {
    const href = decodeEntities(m[1]);
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    out.add(href.split("#")[0]);
  }
  return [...out];
}

/** The 400 page shows something the visitor can act on: field messages or a form-level alert. */
export function showsErrorMessages(html: string): boolean {
  return /aria-invalid="true"/.test(html) || /role="alert"[^>]*>[\s\S]*?<li\b/.test(html);
}
