/**
 * The study-abroad requirements table from the console, JS off: the dry run lists what would change (nothing
 * written yet), the confirm writes it, and the university's page and the finder show the new minimum. Unknown
 * domains and figures off their scale are listed, never written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBindings, csrfOf, getWith, signIn } from "../support/admin";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
let admin: string;
beforeAll(async () => {
  w = await startWorker({ bindings: adminBindings });
  admin = await signIn(w);
});
afterAll(() => w?.dispose());

async function post(fields: Record<string, string | Blob>, file?: { name: string; text: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append("file", new Blob([file.text], { type: "text/csv" }), file.name);
  const encoded = new Response(body);
  const res = await w.fetch("/admin/data", {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: { Cookie: admin, "Content-Type": encoded.headers.get("Content-Type")! },
  });
  return { status: res.status, html: await res.text() };
}

const ECE = "https://www.ece.utoronto.ca/graduates/admission/requirements/english-facility/";
const FILE = [
  "domain,level,kind,value,scope,source_url,read_on",
  `utoronto.ca,masters,toefl,95,Electrical & Computer Engineering graduate programmes,${ECE},2026-11-29`,
  "example-nowhere.edu,masters,ielts,6.5,Graduate,https://example-nowhere.edu/english,2026-11-29",
  `utoronto.ca,masters,ielts,12,Electrical & Computer Engineering graduate programmes,${ECE},2026-11-29`,
].join("\n");

describe("study-abroad requirements from the console", () => {
  it("dry run, confirm, then the university's page and the finder show the new minimum", async () => {
    const csrf = csrfOf((await getWith(w, "/admin/data", admin)).text);
    const preview = await post({ csrf, intent: "preview" }, { name: "requirements.csv", text: FILE });
    expect(preview.status).toBe(200);
    const text = mainText(preview.html);
    expect(text).toContain("Study-abroad requirements");
    expect(text).toContain("93 → 95");
    expect(text).toContain("example-nowhere.edu");
    expect(text).toContain('ielts "12" is not a score on its scale');
    // Nothing written yet.
    expect(textOf((await w.html("/colleges/university-of-toronto")).text)).toContain("TOEFL iBT: 93");

    const staged = /name="staged" value="([^"]+)"/.exec(preview.html)?.[1] ?? "";
    const digest = /name="digest" value="([^"]+)"/.exec(preview.html)?.[1] ?? "";
    const applied = await post({ csrf, intent: "apply", staged, digest });
    expect([200, 303]).toContain(applied.status);
    const page = textOf((await w.html("/colleges/university-of-toronto")).text);
    expect(page).toContain("TOEFL iBT: 95");
    expect(page).toContain("read 2026-11-29");
    const { colleges } = (await (await w.fetch("/api/finder-colleges")).json()) as {
      colleges: Array<{ slug: string; requirements: Record<string, Record<string, string>> }>;
    };
    expect(colleges.find((c) => c.slug === "university-of-toronto")?.requirements.masters).toMatchObject({
      toefl: "95",
      ielts: "7.0",
    });
    // The console shows the figures read-only, each with its source.
    const console = mainText((await getWith(w, "/admin/colleges/university-of-toronto", admin)).text);
    expect(console).toContain("Study-abroad figures");
    expect(console).toContain("masters toefl: 95");
    expect(console).toMatch(/masters toefl: 95 ece\.utoronto\.ca\s*, read 2026-11-29/);
  });

  it("the kind chosen in the form ('Study-abroad requirements') is accepted as the header's would be", async () => {
    const csrf = csrfOf((await getWith(w, "/admin/data", admin)).text);
    const preview = await post({ csrf, intent: "preview", kind: "abroad" }, { name: "requirements.csv", text: FILE });
    expect(preview.status).toBe(200);
    expect(mainText(preview.html)).toContain("Study-abroad requirements");
  });
});
