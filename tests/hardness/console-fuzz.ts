/**
 * Hostile posts over the operator console, signed in (as an editor and as an admin): every console
 * form is found by crawling /admin with the operator's session (one page per shape), then posted
 * with the public fuzzer's bodies (tests/hardness/fuzz.ts) and with multipart bodies of its own:
 * hostile files (markup with scripts, workbooks, PDFs, images, UTF-16, Latin-1, binary, broken CSV,
 * tables with formula, script and control-character cells, the wrong columns), bodies cut short,
 * oversized bodies and random bytes. The invariants: no 5xx, every 400 page says what went wrong,
 * and a refused post (4xx) changes nothing stored: tests/integration/fuzz.test.ts (the long run) and
 * tests/integration/admin-uploads.test.ts (a short one in `npm test`).
 */
import { csrfOf } from "../support/admin";
import type { TestWorker } from "../support/worker";
import { fuzzRequest, randomString, rng, type FuzzRequest, type Rng } from "./fuzz";
import { attributes, links, postForms, type PostForm } from "./html";
import { validBody, type Body } from "./site";

export interface ConsoleForm {
  form: PostForm;
  /** Names of the form's file inputs (multipart forms). */
  files: string[];
}

/** Posts that would end the session or leave the console (not fuzzed: the run needs the session). */
const SKIP_ACTION = /^\/admin\/(logout|login)\b/;
/** Links not followed: exports and previews (GETs that are not pages), the sign-out. */
const SKIP_LINK = /\.csv\b|\/admin\/(logout|login)|[?&](media|after|before|cursor)=/;

/** A link's shape: ids and slugs after a known section stand for all of theirs. */
function shape(path: string): string {
  const url = new URL(path, "http://site");
  // /admin/{section}/{kind}/{id}: the id (a number, or the slug of /admin/colleges/{slug}) stands for all.
  const parts = url.pathname
    .split("/")
    .map((p, i, all) => (i >= 4 || /^\d+$/.test(p) || (i === 3 && ["colleges", "leads"].includes(all[2])) ? "*" : p));
  return `${parts.join("/")}?${[...url.searchParams.keys()].sort().join("&")}`;
}

/** Every post form of the console pages an operator can reach from /admin (one page per shape, at most `limit`). */
export async function discoverConsole(
  w: TestWorker,
  cookie: string,
  options: { start?: string[]; limit?: number } = {},
): Promise<ConsoleForm[]> {
  const limit = options.limit ?? 60;
  const queue = [...(options.start ?? ["/admin"])];
  const seen = new Set(queue.map(shape));
  const forms = new Map<string, ConsoleForm>();
  let visited = 0;
  while (queue.length && visited < limit) {
    const path = queue.shift()!;
    visited += 1;
    const res = await w.fetch(path, { headers: { Cookie: cookie } });
    const html = await res.text();
    if (res.status !== 200) continue;
    const files = fileInputs(html);
    for (const form of postForms(html, path)) {
      if (SKIP_ACTION.test(form.action) || forms.has(form.key)) continue;
      forms.set(form.key, { form, files: files.get(form.action.split("?")[0]) ?? [] });
    }
    if (options.start) continue;
    for (const href of links(html)) {
      if (!href.startsWith("/admin") || SKIP_LINK.test(href) || seen.has(shape(href))) continue;
      seen.add(shape(href));
      queue.push(href);
    }
  }
  return [...forms.values()];
}

/** File inputs by the action of the multipart form holding them. */
function fileInputs(html: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)) {
    const open = attributes(m[0].match(/^<form\b[^>]*>/i)![0]);
    const names = [...m[0].matchAll(/<input\b[^>]*>/gi)]
      .map((i) => attributes(i[0]))
      .filter((a) => a.type === "file" && a.name)
      .map((a) => a.name);
    if (names.length) out.set(new URL(open.action || "/", "http://site").pathname, names);
  }
  return out;
}

const enc = (s: string) => new TextEncoder().encode(s);

/** Files a tired operator or a compromised account could send, by what they are. */
export const HOSTILE_FILES: Array<(r: Rng) => { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }> = [
  () => ({
    name: "engineering-2025.csv",
    type: "image/svg+xml",
    bytes: enc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  }),
  () => ({ name: "table.html", type: "text/html", bytes: enc("<!doctype html><table><tr><td>1</td></tr></table>") }),
  () => ({ name: "colleges.xlsx", type: "application/vnd.ms-excel", bytes: new Uint8Array([0x50, 0x4b, 3, 4, 20, 0]) }),
  () => ({ name: "ranks.pdf", type: "application/pdf", bytes: enc("%PDF-1.7\n1 0 obj <<>> endobj") }),
  () => ({
    name: "photo.png",
    type: "image/png",
    bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  }),
  () => ({ name: "utf16.csv", type: "text/csv", bytes: new Uint8Array([0xff, 0xfe, 0x49, 0, 0x44, 0, 0x0a, 0]) }),
  () => ({
    name: "latin1.csv",
    type: "text/csv",
    bytes: new Uint8Array([...enc("Institute ID,Name,Rank\n"), 0xe9, 0x0a]),
  }),
  (r) => ({
    name: "noise.csv",
    type: "text/csv",
    bytes: new Uint8Array(Array.from({ length: 256 + r.int(4096) }, () => r.int(256))),
  }),
  () => ({ name: "rows.json", type: "application/json", bytes: enc('[{"rank":1,"name":"x"}]') }),
  () => ({ name: "broken.csv", type: "text/csv", bytes: enc('Institute ID,Name,Rank\nIR-E-U-0456,"IIT Madras,1\n') }),
  () => ({ name: "empty.csv", type: "text/csv", bytes: new Uint8Array(0) }),
  () => ({ name: "wrong.csv", type: "text/csv", bytes: enc("a,b,c\n1,2,3\n") }),
  (r) => ({
    name: "engineering-2024.csv",
    type: "text/csv",
    bytes: enc(
      [
        "Institute ID,Name,City,State,Score,Rank",
        "IR-E-U-0456,Indian Institute of Technology Madras,Chennai,Tamil Nadu,<script>alert(1)</script>,1",
        'IR-E-U-0306,"=HYPERLINK(""http://evil"")",Mumbai,Maharashtra,84.25,2',
        `IR-E-I-1074,${randomString(r).replace(/[",\r\n]/g, " ")},Delhi,Delhi,${r.pick(["NaN", "1e9", "-5", "", "88.1"])},${r.pick(["x", "0", "3", "101-150", ""])}`,
        `IR-E-U-0111,@cmd,+city,-state,${r.pick(["1", "ab"])},${"9".repeat(r.int(12))}`,
        `IR-E-U-0112,${"x".repeat(100_000)},Pune,Maharashtra,50,9`,
      ].join("\n"),
    ),
  }),
  (r) => ({
    name: "orcr-2024-round5.csv",
    type: "text/csv",
    bytes: enc(
      [
        "Institute,Academic Program Name,Quota,Seat Type,Gender,Opening Rank,Closing Rank",
        `Indian Institute of Technology Bombay,"Computer Science and Engineering (4 Years, Bachelor of Technology)",AI,OPEN,Gender-Neutral,,${r.pick(["<b>1</b>", "", "1e3", "66P", "-1"])}`,
        `=cmd|' /C calc'!A0,CSE,AI,OPEN,Gender-Neutral,1,2`,
        `Indian Institute of Technology Bombay,\u0000CSE,AI,OPEN,Gender-Neutral,1,2`,
      ].join("\n"),
    ),
  }),
  (r) => ({
    name: "colleges.csv",
    type: "text/csv",
    bytes: enc(
      [
        "slug,name,country,state,city,ownership,courses",
        `hostile-${r.int(1000)},=HYPERLINK("x"),india,Goa,Panaji,private,`,
        `hostile-b-${r.int(1000)},Fine Name,india,Goa,@Panaji,private,"x;B.Tech;Engineering;UG;4;8 lakh;INR;;"`,
      ].join("\n"),
    ),
  }),
];

const ONE_MB = 1024 * 1024;

export type ConsoleStrategy = "form" | "hostile-file" | "truncated" | "oversized-file" | "random-multipart";

export interface ConsoleRequest {
  strategy: ConsoleStrategy | FuzzRequest["strategy"];
  body: Uint8Array | string;
  contentType?: string;
}

async function encodeMultipart(
  body: Body,
  files: Array<[string, { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }]>,
) {
  const data = new FormData();
  for (const [k, v] of body) data.append(k, v);
  for (const [k, f] of files) data.append(k, new Blob([f.bytes], { type: f.type }), f.name);
  const encoded = new Response(data);
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get("Content-Type")! };
}

/**
 * One hostile console post for `form`: the public fuzzer's bodies on any form; on a form with a file
 * input, mostly multipart bodies with a hostile file, cut short, oversized (rare: `big` allows it) or
 * random bytes.
 */
export async function consoleRequest(target: ConsoleForm, r: Rng, seq: number, big = false): Promise<ConsoleRequest> {
  const { form, files } = target;
  const multipartForm = files.length > 0;
  const roll = r.next();
  if (!multipartForm || roll < 0.25) {
    const req = fuzzRequest(form, r, seq);
    return { strategy: req.strategy, body: req.body, contentType: req.contentType };
  }
  // The CSRF token is kept: the post reaches the upload's checks (the public fuzzer's bodies cover a bad token).
  const fields = validBody(form, seq).map(
    ([k, v]) => [k, k !== "csrf" && r.chance(0.2) ? randomString(r) : v] as [string, string],
  );
  const fileField = r.pick(files);
  if (big && roll > 0.97) {
    // Over every console limit (5 MB for tables, 2 MB + 256 KB for images).
    const bytes = new Uint8Array(6 * ONE_MB).fill(0x41);
    const m = await encodeMultipart(fields, [[fileField, { name: "huge.csv", type: "text/csv", bytes }]]);
    return { strategy: "oversized-file", ...m };
  }
  const file = r.pick(HOSTILE_FILES)(r);
  const m = await encodeMultipart(fields, [[fileField, file]]);
  if (roll > 0.85) {
    return {
      strategy: "truncated",
      body: m.body.subarray(0, Math.max(1, r.int(m.body.byteLength))),
      contentType: m.contentType,
    };
  }
  if (roll > 0.8) {
    const noise = new Uint8Array(Array.from({ length: 64 + r.int(2048) }, () => r.int(256)));
    return { strategy: "random-multipart", body: noise, contentType: m.contentType };
  }
  return { strategy: "hostile-file", ...m };
}

/** What a console post could change: a fingerprint of the stored data and the uploads. */
export async function consoleFingerprint(w: TestWorker): Promise<string> {
  const [row] = await w.rows<Record<string, unknown>>(
    // Views are audited when a page shows personal data (a refused post re-renders its page): not a change.
    `SELECT (SELECT count(*) FROM admin_audit WHERE action NOT LIKE '%.view') AS audit,
       (SELECT version FROM content_meta WHERE id = 1) AS version,
       (SELECT count(*) || ':' || total(score) || ':' || total(length(name)) FROM nirf_ranks) AS nirf,
       (SELECT count(*) || ':' || total(closing_rank) || ':' || total(opening_rank) FROM josaa_cutoffs) AS josaa,
       (SELECT count(*) FROM josaa_programs) AS programs,
       (SELECT count(*) || ':' || total(length(name)) || ':' || total(length(summary)) FROM colleges) AS colleges,
       (SELECT count(*) FROM college_courses) AS courses,
       (SELECT count(*) FROM content_drafts) AS drafts,
       (SELECT count(*) FROM data_sources) AS sources,
       (SELECT count(*) FROM blogs) AS blogs,
       (SELECT count(*) FROM catalogue_overrides) AS overrides,
       (SELECT count(*) FROM submissions) AS submissions`,
  );
  const media = await (await w.mf.getR2Bucket("MEDIA")).list({ limit: 1000 });
  return JSON.stringify({ ...row, media: media.objects.length });
}

/** A 400 page says what went wrong: field messages, or an alert with text (the console's bulk forms). */
export function consoleShowsError(html: string, showsErrorMessages: (html: string) => boolean): boolean {
  return showsErrorMessages(html) || /role="alert"[^>]*>(?:\s*<[^>]+>)*\s*[^<\s]/.test(html);
}

/** The operator's CSRF token (from /admin): a form discovered with another session's token is refused (403). */
export async function tokenOf(w: TestWorker, cookie: string): Promise<string> {
  return csrfOf(await (await w.fetch("/admin", { headers: { Cookie: cookie } })).text());
}

export interface ConsoleRole {
  label: string;
  cookie: string;
  forms: ConsoleForm[];
}

export interface ConsoleFuzzResult {
  sent: number;
  statuses: Record<number, number>;
  strategies: Record<string, number>;
  serverErrors: string[];
  silent400: string[];
  /** Refused posts (4xx) after which the fingerprint differed. */
  changedByRefused: string[];
}

/**
 * `posts` hostile posts, one at a time (a refused post's effect is measured alone), alternating the
 * roles; `seconds` bounds the run. `big` lets a few posts carry a 6 MB file.
 */
export async function runConsoleFuzz(
  w: TestWorker,
  roles: ConsoleRole[],
  options: { posts: number; seed: number; seconds: number; big?: boolean },
  showsErrorMessages: (html: string) => boolean,
): Promise<ConsoleFuzzResult> {
  const result: ConsoleFuzzResult = {
    sent: 0,
    statuses: {},
    strategies: {},
    serverErrors: [],
    silent400: [],
    changedByRefused: [],
  };
  const deadline = Date.now() + options.seconds * 1000;
  let fingerprint = await consoleFingerprint(w);
  for (let i = 0; i < options.posts && Date.now() < deadline; i++) {
    const role = roles[i % roles.length];
    if (!role.forms.length) continue;
    const target = role.forms[Math.floor(i / roles.length) % role.forms.length];
    const req = await consoleRequest(target, rng(options.seed + i), 2000 + i, options.big);
    const res = await w.fetch(target.form.action, {
      method: "POST",
      body: req.body as BodyInit,
      headers: { Cookie: role.cookie, ...(req.contentType ? { "Content-Type": req.contentType } : {}) },
    });
    const text = await res.text();
    result.sent += 1;
    result.statuses[res.status] = (result.statuses[res.status] ?? 0) + 1;
    result.strategies[req.strategy] = (result.strategies[req.strategy] ?? 0) + 1;
    const label = `#${i} ${role.label} ${res.status} ${req.strategy} POST ${target.form.action} (${target.form.intent ?? "no intent"})`;
    if (res.status >= 500) result.serverErrors.push(`${label}: ${text.slice(0, 200)}`);
    if (
      res.status === 400 &&
      (res.headers.get("Content-Type") ?? "").includes("text/html") &&
      !consoleShowsError(text, showsErrorMessages)
    )
      result.silent400.push(label);
    const after = await consoleFingerprint(w);
    if (res.status >= 400 && after !== fingerprint) {
      const audit = await w.rows("SELECT action, target, at FROM admin_audit ORDER BY id DESC LIMIT 1");
      result.changedByRefused.push(`${label}: ${fingerprint} → ${after}; last audit ${JSON.stringify(audit)}`);
    }
    fingerprint = after;
  }
  return result;
}

export { rng };
