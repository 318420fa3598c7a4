/**
 * Content publishing from the console, JS off: drafts never leak; a published blog shows at
 * /blog/{id} and in /blogs on the next request; unpublish hides it again; images go to R2
 * with type and size checks; Markdown is stored sanitised; every change is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBindings, csrfOf, EDITOR_EMAIL, getWith, signIn } from "../support/admin";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

// A 1×1 PNG.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

let w: TestWorker;
let editor: string;
beforeAll(async () => {
  w = await startWorker({ bindings: adminBindings });
  editor = await signIn(w, EDITOR_EMAIL);
});
afterAll(() => w?.dispose());

async function postMultipart(path: string, fields: Record<string, string | Blob>, cookie = editor) {
  const body = new FormData();
  // The kit's honeypot, sent once and empty, as every kit form does.
  for (const [k, v] of Object.entries({ website: "", ...fields })) body.append(k, v);
  // Serialise here: Miniflare's fetch does not take this Node FormData as a body.
  const encoded = new Response(body);
  const bytes = await encoded.arrayBuffer();
  return w.fetch(path, {
    method: "POST",
    body: bytes,
    headers: { Cookie: cookie, "Content-Type": encoded.headers.get("Content-Type")! },
  });
}

async function csrf(path = "/admin/content/blogs/new") {
  return csrfOf((await getWith(w, path, editor)).text);
}

const blogFields = (token: string, extra: Record<string, string | Blob> = {}) => ({
  intent: "content-save",
  csrf: token,
  blog_title: "Console Post About GRE Dates",
  category_name: "Exams",
  tags: "GRE, dates",
  date: "2031-05-01",
  body: "## What changed\n\nThe **GRE** now has more dates.\n\n<script>window.__xss=1</script>\n\n[bad](javascript:alert(1)) <img src=x onerror=alert(1)>",
  ...extra,
});

const activeIds = async () =>
  ((await (await w.fetch("/Blogs/active_blogs")).json()) as Array<{ blog_id: number }>).map((b) => b.blog_id);

describe("blogs", () => {
  let id: number;
  let image: string;

  it("the edit form is labelled and a missing title is a 400 with the message and the input kept", async () => {
    const page = await getWith(w, "/admin/content/blogs/new", editor);
    expect(page.status).toBe(200);
    for (const label of [
      "Title",
      "Category",
      "Tags (comma-separated)",
      "Date (dd/mm/yyyy)",
      "Body (Markdown)",
      "Upload a new image",
    ]) {
      expect(page.text).toMatch(new RegExp(`<label[^>]*>(<span[^>]*>)?${label.replace(/[()/]/g, "\\$&")}`));
    }
    const res = await postMultipart("/admin/content/blogs/new", blogFields(csrfOf(page.text), { blog_title: "" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(textOf(html)).toContain("Please enter the title.");
    expect(html).toContain("GRE, dates");
  });

  it("refuses an upload that is not an image, or too big, and a post without the CSRF token", async () => {
    const token = await csrf();
    const fake = new Blob(["<svg onload=alert(1)>"], { type: "image/png" });
    const res = await postMultipart(
      "/admin/content/blogs/new",
      blogFields(token, { image_file: new File([fake], "x.png") }),
    );
    expect(res.status).toBe(400);
    expect(textOf(await res.text())).toContain("Upload a PNG, JPEG, WebP, GIF or AVIF image.");
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG);
    const tooBig = await postMultipart(
      "/admin/content/blogs/new",
      blogFields(token, { image_file: new File([big], "big.png", { type: "image/png" }) }),
    );
    expect(tooBig.status).toBe(400);
    expect(textOf(await tooBig.text())).toContain("The image must be 2 MB or smaller.");
    const noToken = await postMultipart("/admin/content/blogs/new", blogFields(""));
    expect(noToken.status).toBe(403);
    expect((await w.rows("SELECT blog_id FROM blogs WHERE blog_title = 'Console Post About GRE Dates'")).length).toBe(
      0,
    );
  });

  it("saves a draft with an uploaded image (R2, long cache) and sanitised Markdown; drafts never leak", async () => {
    // Warm every cache first: the cached list must not know the new post.
    expect((await w.fetch("/blogs")).status).toBe(200);
    const before = await activeIds();
    const res = await postMultipart(
      "/admin/content/blogs/new",
      blogFields(await csrf(), { image_file: new File([PNG], "photo.png", { type: "image/png" }) }),
    );
    expect(res.status).toBe(302);
    const location = res.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/admin\/content\/blogs\/\d+\?saved=1$/);
    id = Number(location.match(/blogs\/(\d+)/)![1]);
    const [row] = await w.rows<{ blog_info: string; blog_image: string; is_active: number; tags: string }>(
      "SELECT blog_info, blog_image, is_active, tags FROM blogs WHERE blog_id = ?",
      id,
    );
    expect(row.is_active).toBe(0);
    expect(row.tags).toBe("GRE, dates");
    expect(row.blog_info).toContain("<h2>What changed</h2>");
    expect(row.blog_info).toContain("<strong>GRE</strong>");
    expect(row.blog_info).not.toContain("<script");
    expect(row.blog_info).not.toMatch(/href="javascript|onerror/i);
    image = row.blog_image;
    expect(image).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);
    const media = await w.fetch(image);
    expect(media.status).toBe(200);
    expect(media.headers.get("Content-Type")).toBe("image/png");
    expect(media.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(PNG);
    expect((await w.fetch("/media/0123456789abcdef0123456789abcdef.png")).status).toBe(404);

    const edit = await getWith(w, location, editor);
    expect(mainText(edit.text)).toContain("Saved.");
    expect(mainText(edit.text)).toContain("Draft");
    expect(edit.text).toContain("<h2>What changed</h2>"); // preview

    expect((await w.fetch(`/blog/${id}`)).status).toBe(404);
    expect((await w.fetch(`/Blogs/blog/${id}`)).status).toBe(404);
    expect(await activeIds()).toEqual(before);
    expect((await w.html("/blogs?all=1")).text).not.toContain("Console Post About GRE Dates");
    expect((await w.html("/sitemap.xml")).text).not.toContain(`/blog/${id}<`);
  });

  it("publishing shows it at /blog/{id}, in /blogs and the API on the next request", async () => {
    const page = await getWith(w, `/admin/content/blogs/${id}`, editor);
    const res = await postMultipart(`/admin/content/blogs/${id}`, { intent: "publish", csrf: csrfOf(page.text) });
    expect(res.status).toBe(302);
    const post = await w.html(`/blog/${id}`);
    expect(post.status).toBe(200);
    expect(mainText(post.text)).toContain("Console Post About GRE Dates");
    expect(post.text).toContain(`src="${image}"`);
    expect(post.text).not.toContain("window.__xss");
    expect((await w.html("/blogs?all=1")).text).toContain("Console Post About GRE Dates");
    expect(await activeIds()).toContain(id);
    const published = await getWith(w, `/admin/content/blogs/${id}?published=1`, editor);
    expect(published.text).toContain(`href="/blog/${id}"`);
  });

  it("a change to a published post is a draft until published; unpublishing hides it again", async () => {
    const page = await getWith(w, `/admin/content/blogs/${id}`, editor);
    const token = csrfOf(page.text);
    const res = await postMultipart(
      `/admin/content/blogs/${id}`,
      blogFields(token, { blog_title: "Console Post About GRE Dates (updated)", date: "01/05/2031" }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain("drafted=1");
    // The site keeps the published version; the editor shows the change waiting.
    expect(mainText((await w.html(`/blog/${id}`)).text)).not.toContain("(updated)");
    const edit = textOf((await getWith(w, `/admin/content/blogs/${id}`, editor)).text);
    expect(edit).toContain("Published, with unpublished changes");
    expect(edit).toContain("Console Post About GRE Dates (updated)");
    const list = textOf((await getWith(w, "/admin/content/blogs?state=changed", editor)).text);
    expect(list).toContain("Console Post About GRE Dates");
    expect(list).toContain("writer");

    expect((await postMultipart(`/admin/content/blogs/${id}`, { intent: "publish", csrf: token })).status).toBe(302);
    expect(mainText((await w.html(`/blog/${id}`)).text)).toContain("(updated)");
    expect((await w.rows("SELECT 1 FROM content_drafts WHERE item_id = ?", id)).length).toBe(0);
    const [{ blog_image }] = await w.rows<{ blog_image: string }>("SELECT blog_image FROM blogs WHERE blog_id = ?", id);
    expect(blog_image).toBe(image); // no new upload: the image is kept

    expect((await postMultipart(`/admin/content/blogs/${id}`, { intent: "unpublish", csrf: token })).status).toBe(302);
    expect((await w.fetch(`/blog/${id}`)).status).toBe(404);
    expect((await w.html("/blogs?all=1")).text).not.toContain("Console Post About GRE Dates");
    expect(await activeIds()).not.toContain(id);
  });

  it("audits every change with who and before → after", async () => {
    const rows = await w.rows<{ actor: string; action: string; before: string | null; after: string | null }>(
      "SELECT actor, action, before, after FROM admin_audit WHERE target = ? ORDER BY id",
      `blogs #${id}`,
    );
    expect(rows.map((r) => r.action)).toEqual([
      "blogs.create",
      "blogs.publish",
      "blogs.draft",
      "blogs.publish",
      "blogs.unpublish",
    ]);
    expect(rows[0].actor).toBe(`${EDITOR_EMAIL} (editor)`);
    expect(JSON.parse(rows[2].before!)).toMatchObject({ blog_title: "Console Post About GRE Dates" });
    expect(JSON.parse(rows[2].after!)).toMatchObject({ blog_title: "Console Post About GRE Dates (updated)" });
    expect(JSON.parse(rows[3].after!)).toMatchObject({
      published: true,
      blog_title: "Console Post About GRE Dates (updated)",
    });
  });

  it("a blog added straight to D1 after the list was cached is found at once; a missing id is a 404", async () => {
    expect((await w.fetch("/blog/1")).status).toBe(200);
    await w.rows(
      "INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (900, 'Inserted By SQL', 'blog-1.svg', '<p>Hello</p>', 'Exams', '2020-01-01T00:00:00+05:30', '', 1)",
    );
    const res = await w.html("/blog/900");
    expect(res.status).toBe(200);
    expect(mainText(res.text)).toContain("Inserted By SQL");
    expect((await w.fetch("/Blogs/blog/900")).status).toBe(200);
    const missing = await w.fetch("/blog/901");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("other content", () => {
  it("a banner is a draft until published; delete asks first, is soft, and Restore brings it back live", async () => {
    const token = await csrf("/admin/content/banners/new");
    const res = await postMultipart("/admin/content/banners/new", {
      intent: "content-save",
      csrf: token,
      title: "Console Banner Title",
      university_name: "Test University",
      image: "banner-iit-bombay.svg",
      sort_order: "0",
    });
    expect(res.status).toBe(302);
    const id = Number(res.headers.get("Location")!.match(/banners\/(\d+)/)![1]);
    const titles = async () =>
      ((await (await w.fetch("/api/banner/get_all")).json()) as { data: Array<{ title: string }> }).data.map(
        (b) => b.title,
      );
    expect(await titles()).not.toContain("Console Banner Title");
    expect((await w.html("/")).text).not.toContain("Console Banner Title");

    await postMultipart(`/admin/content/banners/${id}`, { intent: "publish", csrf: token });
    expect(await titles()).toContain("Console Banner Title");
    expect((await w.html("/")).text).toContain("Console Banner Title");

    // A bare delete asks for confirmation and changes nothing.
    const ask = await postMultipart(`/admin/content/banners/${id}`, { intent: "delete", csrf: token });
    expect(ask.headers.get("Location")).toContain("confirm=delete");
    expect(await titles()).toContain("Console Banner Title");
    const confirm = textOf((await getWith(w, `/admin/content/banners/${id}?confirm=delete`, editor)).text);
    expect(confirm).toContain("Delete this banner?");

    await postMultipart(`/admin/content/banners/${id}`, { intent: "delete", confirm: "yes", csrf: token });
    expect(await titles()).not.toContain("Console Banner Title");
    expect((await w.html("/")).text).not.toContain("Console Banner Title");
    expect((await w.rows("SELECT id FROM banners WHERE id = ? AND deleted_at IS NOT NULL", id)).length).toBe(1);
    const deleted = await getWith(w, `/admin/content/banners/${id}`, editor);
    expect(deleted.status).toBe(200);
    expect(textOf(deleted.text)).toContain("Restore");
    // The audit log links the deletion to the item's page (where Restore is).
    const admin = await signIn(w);
    const audit = (await getWith(w, "/admin/audit?area=content", admin)).text;
    expect(audit).toContain(`href="/admin/content/banners/${id}"`);
    expect(textOf(audit)).toContain("Restore…");

    await postMultipart(`/admin/content/banners/${id}`, { intent: "restore", csrf: token });
    expect(await titles()).toContain("Console Banner Title");
    expect((await w.html("/")).text).toContain("Console Banner Title");
    const actions = await w.rows<{ action: string }>(
      "SELECT action FROM admin_audit WHERE target = ? ORDER BY id",
      `banners #${id}`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      "banners.create",
      "banners.publish",
      "banners.delete",
      "banners.restore",
    ]);
  });

  it("a why-us counter validates with the API schema (a whole number)", async () => {
    const token = await csrf("/admin/content/why-us/new");
    const res = await postMultipart("/admin/content/why-us/new", {
      intent: "content-save",
      csrf: token,
      title: "Visas",
      counter_value: "12.5",
      suffix: "+",
    });
    expect(res.status).toBe(400);
    expect(textOf(await res.text())).toContain("Please enter a whole number.");
  });

  it("every kind has a list page; an unknown kind is a 404", async () => {
    for (const kind of [
      "blogs",
      "banners",
      "study-places",
      "post-admit",
      "services-cards",
      "why-us",
      "features",
      "certificates",
    ]) {
      expect((await getWith(w, `/admin/content/${kind}`, editor)).status, kind).toBe(200);
      expect((await getWith(w, `/admin/content/${kind}/new`, editor)).status, kind).toBe(200);
    }
    expect((await getWith(w, "/admin/content/nope", editor)).status).toBe(404);
    expect((await getWith(w, "/admin/content/blogs/abc", editor)).status).toBe(404);
  });
});
