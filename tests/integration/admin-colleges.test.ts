/**
 * Colleges in the console, JS off: the list pages and searches through indexes; an editor's change
 * to a college is a draft until published, then the public page shows it on the next request,
 * audited before → after; official figures cannot be posted. The image picker stores a chosen
 * upload on the item and refuses a path that is not one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBindings, csrfOf, EDITOR_EMAIL, getWith, signIn } from "../support/admin";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const SLUG = "coep-technological-university";
const PAGE = `/admin/colleges/${SLUG}`;

let w: TestWorker;
let editor: string;
beforeAll(async () => {
  w = await startWorker({ bindings: adminBindings });
  editor = await signIn(w, EDITOR_EMAIL);
});
afterAll(() => w?.dispose());

const rowsRead = (res: { headers: Headers }) =>
  Number(/d1-rows;desc="(\d+) rows read/.exec(res.headers.get("Server-Timing") ?? "")?.[1] ?? -1);

async function post(path: string, fields: Record<string, string | Blob>) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ website: "", ...fields })) body.append(k, v);
  const encoded = new Response(body);
  return w.fetch(path, {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: { Cookie: editor, "Content-Type": encoded.headers.get("Content-Type")! },
  });
}

const collegeFields = async (extra: Record<string, string | Blob> = {}) => ({
  intent: "college-save",
  csrf: csrfOf((await getWith(w, PAGE, editor)).text),
  summary: "COEP Tech, Pune's engineering university since 1854.",
  official_website: "https://www.coep.org.in",
  address: "Wellesley Road, Shivajinagar",
  phone: "+91 20 2550 7000",
  email: "registrar@coeptech.ac.in",
  logo_image: "",
  image: "",
  image_credit: "",
  brochure_text: "",
  ...extra,
});

describe("/admin/colleges", () => {
  it("lists by name and finds a name fragment, each page read through an index", async () => {
    const list = await getWith(w, "/admin/colleges", editor);
    expect(list.status).toBe(200);
    expect(textOf(list.text)).toContain("Colleges");
    expect(list.text).toContain('href="/admin/colleges"'); // the console's navigation
    expect(rowsRead(list)).toBeGreaterThan(0);
    expect(rowsRead(list)).toBeLessThanOrEqual(200);
    const next = /href="[^"]*[?&]after=(\d+)"/.exec(list.text);
    expect(next).not.toBeNull();
    const second = await getWith(w, `/admin/colleges?after=${next![1]}`, editor);
    expect(rowsRead(second)).toBeLessThanOrEqual(200);
    // A fragment inside a word, and a word many colleges share (the walk stops at a page).
    const bomb = await getWith(w, "/admin/colleges?q=echnology%20Bomb", editor);
    expect(textOf(bomb.text)).toContain("Indian Institute of Technology Bombay");
    const many = await getWith(w, "/admin/colleges?q=institute", editor);
    expect(many.text).toContain("Next colleges");
    expect(rowsRead(many)).toBeLessThanOrEqual(200);
  });

  it("an editor's change is a draft until published, then the page shows it; audited field by field", async () => {
    const before = await w.html(`/colleges/${SLUG}`);
    expect(before.status).toBe(200);
    const saved = await post(PAGE, await collegeFields());
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${PAGE}?drafted=1`);
    // The site keeps the published version meanwhile.
    expect(mainText((await w.html(`/colleges/${SLUG}`)).text)).not.toContain("Wellesley Road");
    const edit = textOf((await getWith(w, `${PAGE}?drafted=1`, editor)).text);
    expect(edit).toContain("Published, with unpublished changes");
    expect(edit).toContain("Official figures");
    expect(textOf((await getWith(w, "/admin/colleges?state=changed", editor)).text)).toContain("COEP");

    const token = csrfOf((await getWith(w, PAGE, editor)).text);
    const published = await post(PAGE, { intent: "publish", csrf: token });
    expect(published.headers.get("Location")).toBe(`${PAGE}?published=1`);
    const page = await w.html(`/colleges/${SLUG}`);
    const text = mainText(page.text);
    expect(text).toContain("Wellesley Road, Shivajinagar");
    expect(text).toContain("COEP Tech, Pune's engineering university since 1854.");
    expect(page.text).toContain('href="tel:+912025507000"');
    expect(page.text).toContain('href="mailto:registrar@coeptech.ac.in"');

    const audit = await w.rows<{ actor: string; action: string; before: string; after: string }>(
      "SELECT actor, action, before, after FROM admin_audit WHERE target = ? ORDER BY id",
      `college ${SLUG}`,
    );
    expect(audit.map((a) => a.action)).toEqual(["college.draft", "college.publish"]);
    expect(audit[1].actor).toBe(`${EDITOR_EMAIL} (editor)`);
    expect(JSON.parse(audit[1].before)).toMatchObject({ address: "" });
    expect(JSON.parse(audit[1].after)).toMatchObject({ address: "Wellesley Road, Shivajinagar" });
    expect((await w.rows("SELECT 1 FROM content_drafts WHERE kind = 'colleges'")).length).toBe(0);
  });

  it("refuses an official figure and a bad website: 400, messages shown, nothing stored", async () => {
    const [{ rank_best }] = await w.rows<{ rank_best: number }>("SELECT rank_best FROM colleges WHERE slug = ?", SLUG);
    const res = await post(PAGE, await collegeFields({ rank_best: "1", summary: "Changed" }));
    expect(res.status).toBe(400);
    expect(textOf(await res.text())).toContain("NIRF ranks, JoSAA cut-offs");
    const bad = await post(PAGE, await collegeFields({ official_website: "javascript:alert(1)" }));
    expect(bad.status).toBe(400);
    expect(textOf(await bad.text())).toContain("Please enter the website as an https:// address.");
    const [row] = await w.rows<{ rank_best: number; summary: string }>(
      "SELECT rank_best, summary FROM colleges WHERE slug = ?",
      SLUG,
    );
    expect(row).toEqual({ rank_best, summary: "COEP Tech, Pune's engineering university since 1854." });
    expect((await w.rows("SELECT 1 FROM content_drafts WHERE kind = 'colleges'")).length).toBe(0);
  });
});

describe("image picker", () => {
  it("lists an upload by its name and stores the chosen one on the item; a made-up path is refused", async () => {
    // Upload a logo for the college, publish it: the upload is now in the bucket.
    const uploaded = await post(
      PAGE,
      await collegeFields({ logo_file: new File([PNG], "coep-logo.png", { type: "image/png" }) }),
    );
    expect(uploaded.status).toBe(302);
    const [{ draft }] = await w.rows<{ draft: string }>("SELECT draft FROM content_drafts WHERE kind = 'colleges'");
    const logo = (JSON.parse(draft) as { logo_image: string }).logo_image;
    expect(logo).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);

    // The banner editor's picker offers it by name; choosing it stores it on the banner.
    const editorPage = await getWith(w, "/admin/content/banners/new", editor);
    expect(textOf(editorPage.text)).toContain("coep-logo.png");
    expect(editorPage.text).toContain(`value="${logo}"`);
    const token = csrfOf(editorPage.text);
    const banner = {
      intent: "content-save",
      csrf: token,
      title: "Picked Image Banner",
      university_name: "COEP",
      sort_order: "0",
    };
    const refused = await post("/admin/content/banners/new", { ...banner, image: "/media/../../etc/passwd" });
    expect(refused.status).toBe(400);
    expect(textOf(await refused.text())).toContain("Choose one of the uploaded images.");
    const res = await post("/admin/content/banners/new", { ...banner, image: logo });
    expect(res.status).toBe(302);
    const [row] = await w.rows<{ image: string }>("SELECT image FROM banners WHERE title = 'Picked Image Banner'");
    expect(row.image).toBe(logo);
    // Published, the logo replaces the initials on the college page.
    await post(PAGE, { intent: "publish", csrf: token });
    expect((await w.html(`/colleges/${SLUG}`)).text).toContain(`src="${logo}"`);
  });
});

describe("live preview", () => {
  it("renders a body with the save's pipeline (sanitised), stores nothing and needs the session's CSRF token", async () => {
    const token = csrfOf((await getWith(w, "/admin/content/blogs/new", editor)).text);
    const body = "## Heading\n\n**bold** <script>window.__x=1</script> <img src=x onerror=alert(1)>";
    const res = await post("/admin/preview", { csrf: token, body });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toMatch(/<script|onerror/);
    expect((await post("/admin/preview", { csrf: "", body })).status).toBe(403);
    expect((await w.fetch("/admin/preview", { headers: { Cookie: editor } })).status).toBe(404);
  });
});
