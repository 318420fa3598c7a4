/**
 * /admin/claims: operators set, edit, hide and show the business's claims with a source and the date it was checked;
 * every change is stored and audited, and the site and its API show only the claims set and shown.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "~/lib/forms/kit.server";
import { adminBindings, csrfOf, EDITOR_EMAIL, getWith, postWith, signIn } from "../support/admin";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

describe("/admin/claims", () => {
  let w: TestWorker;
  let admin: string;
  let csrf: string;
  beforeAll(async () => {
    w = await startWorker({ bindings: adminBindings });
    admin = await signIn(w);
    csrf = csrfOf((await getWith(w, "/admin/claims", admin)).text);
  });
  afterAll(() => w?.dispose());

  const save = (fields: Record<string, string>) =>
    postWith(w, "/admin/claims", admin, { csrf, intent: "claim-save", ...fields });

  it("asks for a sign-in (401 on a post) and refuses an editor (403)", async () => {
    const fields = { intent: "claim-save", key: "awards", value: "3", source: "x", checked_on: "01/11/2026" };
    expect((await w.post("/admin/claims.data", fields)).status).toBe(401);
    // A page post without a session goes to the sign-in; nothing is stored either way.
    expect([302, 401]).toContain((await w.post("/admin/claims", fields)).status);
    expect(await w.rows("SELECT key FROM business_claims")).toEqual([]);
    const get = await w.fetch("/admin/claims", { redirect: "manual" });
    expect(get.status).toBe(302);
    expect(get.headers.get("Location")).toContain("/admin/login");
    const editor = await signIn(w, EDITOR_EMAIL);
    expect((await getWith(w, "/admin/claims", editor)).status).toBe(403);
    // Editors are not offered it in the navigation; admins are.
    expect((await getWith(w, "/admin", editor)).text).not.toContain('href="/admin/claims"');
    expect((await getWith(w, "/admin", admin)).text).toContain('href="/admin/claims"');
  });

  it("lists every claim the site can show, none set on a fresh site", async () => {
    const { status, text } = await getWith(w, "/admin/claims", admin);
    expect(status).toBe(200);
    const t = textOf(text);
    for (const h of ["Company figures", "Badges and accreditations", "Testimonials"]) expect(t).toContain(h);
    for (const label of ["Students Guided", "Agency Accredited by ICEF", "Testimonial 1", "Countries supported"])
      expect(t).toContain(label);
    expect(t).toContain("Not set");
    expect(t).not.toMatch(/\bShown\b/);
  });

  it("400 with messages beside the fields, the input kept; nothing stored", async () => {
    const res = await save({
      key: "testimonial-2",
      value: "Great help.",
      author: "Rohan Mehta",
      source: "",
      checked_on: "31/02/2026",
      shown: "on",
    });
    expect(res.status).toBe(400);
    const t = textOf(await res.text());
    expect(t).toContain("one of our experts' names");
    expect(t).toContain("Please enter the source");
    expect(t).toContain("Please enter the date the source was checked as dd/mm/yyyy.");
    const figure = await save({ key: "students-guided", value: "lots", source: "CRM", checked_on: "01/11/2026" });
    expect(figure.status).toBe(400);
    const ft = await figure.text();
    expect(textOf(ft)).toContain("Please enter the figure as a number");
    expect(ft).toContain('value="lots"');
    const noName = await save({
      key: "testimonial-2",
      value: "Great help.",
      source: "Consent form",
      checked_on: "01/11/2026",
    });
    expect(noName.status).toBe(400);
    expect(textOf(await noName.text())).toContain("Please enter the student's name.");
    expect(await w.rows("SELECT key FROM business_claims")).toEqual([]);
  });

  it("a save that names no claim (an unknown key, a body that is not a form) is a 400 saying why", async () => {
    const unknown = await save({ key: "no-such-claim", value: "3", source: "CRM", checked_on: "01/11/2026" });
    expect(unknown.status).toBe(400);
    const html = await unknown.text();
    expect(textOf(html)).toContain("Please choose a claim.");
    expect(html).toMatch(/role="alert"[^>]*>[\s\S]*?Please choose a claim\./);
    const notAForm = await w.fetch("/admin/claims", {
      method: "POST",
      body: "key=awards",
      headers: { Cookie: admin, "Content-Type": "text/plain" },
    });
    expect(notAForm.status).toBe(400);
    const notAFormHtml = await notAForm.text();
    expect(notAFormHtml).toMatch(/role="alert"[^>]*>[\s\S]*?<li\b/);
    expect(textOf(notAFormHtml)).toContain(FORM_MESSAGES.unreadable);
    expect(await w.rows("SELECT key FROM business_claims")).toEqual([]);
  });

  it("stores a claim with its source and date, audits it, and the site and API show it", async () => {
    const res = await save({
      key: "students-guided",
      value: "1,200",
      source: "https://example.in/register.pdf",
      checked_on: "01/11/2026",
      shown: "on",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/claims?saved=students-guided");
    expect(await w.rows("SELECT value, source, checked_on, hidden, set_by FROM business_claims")).toEqual([
      {
        value: "1,200",
        source: "https://example.in/register.pdf",
        checked_on: "2026-11-01",
        hidden: 0,
        set_by: "ops@studysaathi.in (admin)",
      },
    ]);
    const [audit] = await w.rows<{ action: string; target: string; after: string }>(
      "SELECT action, target, after FROM admin_audit WHERE action LIKE 'claim.%' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({ action: "claim.create", target: "claim students-guided" });
    expect(JSON.parse(audit.after)).toMatchObject({ value: "1,200", checked_on: "2026-11-01", shown: "yes" });
    const page = textOf((await getWith(w, "/admin/claims?saved=students-guided", admin)).text);
    expect(page).toContain("Saved");
    expect(page).toContain("https://example.in/register.pdf");
    expect(page).toContain("01/11/2026");
    expect(page).toMatch(/\bShown\b/);

    const api = (await (await w.fetch("/api/whyus/get_all")).json()) as {
      data: Array<{ title: string; counter_value: number }>;
    };
    expect(api.data.find((d) => d.title === "Students Guided")?.counter_value).toBe(1200);
    expect(mainText((await w.html("/")).text)).toContain("Source: https://example.in/register.pdf.");
  });

  it("a testimonial with the student's name; a badge; hide and show, each audited", async () => {
    expect(
      (
        await save({
          key: "testimonial-1",
          value: "Clear advice on my visa file.",
          author: "Meera Joshi",
          place: "Pune → Dublin",
          source: "Written consent form",
          checked_on: "02/11/2026",
          shown: "on",
        })
      ).status,
    ).toBe(302);
    expect(
      (await save({ key: "badge-icef", source: "ICEF certificate no. 1234", checked_on: "02/11/2026", shown: "on" }))
        .status,
    ).toBe(302);
    let certs = (await (await w.fetch("/api/certificates_accreditation/get_all")).json()) as {
      data: Array<{ title: string }>;
    };
    expect(certs.data.map((c) => c.title)).toContain("Agency Accredited by ICEF");
    expect(mainText((await w.html("/travel")).text)).toContain("Meera Joshi");

    const hide = await postWith(w, "/admin/claims", admin, { csrf, intent: "claim-hide", key: "badge-icef" });
    expect(hide.status).toBe(302);
    expect(await w.rows("SELECT hidden FROM business_claims WHERE key = 'badge-icef'")).toEqual([{ hidden: 1 }]);
    certs = (await (await w.fetch("/api/certificates_accreditation/get_all")).json()) as {
      data: Array<{ title: string }>;
    };
    expect(certs.data.map((c) => c.title)).not.toContain("Agency Accredited by ICEF");
    expect(mainText((await w.html("/")).text)).not.toContain("ICEF");
    expect(textOf((await getWith(w, "/admin/claims?hidden=badge-icef", admin)).text)).toContain("Hidden");

    await postWith(w, "/admin/claims", admin, { csrf, intent: "claim-show", key: "badge-icef" });
    const actions = await w.rows<{ action: string }>(
      "SELECT action FROM admin_audit WHERE target = 'claim badge-icef' ORDER BY id",
    );
    expect(actions.map((a) => a.action)).toEqual(["claim.create", "claim.hide", "claim.show"]);
  });
});

describe("the API on a fresh site (nothing set)", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startWorker();
  });
  afterAll(() => w?.dispose());

  it("/api/whyus: the directory's counts only; /api/certificates_accreditation: no business badge", async () => {
    const [{ n }] = await w.rows<{ n: number }>("SELECT COUNT(*) AS n FROM colleges");
    const why = (await (await w.fetch("/api/whyus/get_all")).json()) as {
      data: Array<{ title: string; counter_value: number }>;
    };
    expect(why.data.find((d) => d.title === "Colleges Listed")?.counter_value).toBe(n);
    const titles = why.data.map((d) => d.title);
    expect(titles).not.toContain("Students Guided");
    expect(titles).not.toContain("Visa Success Rate");
    expect(JSON.stringify(why)).not.toContain("150000");
    const certs = JSON.stringify(await (await w.fetch("/api/certificates_accreditation/get_all")).json());
    for (const badge of ["ICEF", "British Council", "QS"]) expect(certs).not.toContain(badge);
    expect(certs).toContain("UGC");
  });

  it("service pages: no '50+ countries'", async () => {
    const t = mainText((await w.html("/services/visa-assistance")).text);
    expect(t).toContain("Why choose");
    expect(t).not.toMatch(/Support in \d+\+? countries/);
  });
});
