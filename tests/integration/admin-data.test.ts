/**
 * Official data from the console, JS off: an admin uploads a NIRF table and a JoSAA table, reads
 * the dry run (nothing written yet), confirms with a second post naming the staged upload, and
 * the next request shows the new figures on /rankings and the college's cut-off page; the
 * apply is audited. A file the page cannot read is a 400 with the message beside the field.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBindings, csrfOf, getWith, signIn } from "../support/admin";
import { mainText, startWorker, type TestWorker } from "../support/worker";

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
  // Serialise here: Miniflare's fetch does not take this Node FormData as a body.
  const encoded = new Response(body);
  const res = await w.fetch("/admin/data", {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: { Cookie: admin, "Content-Type": encoded.headers.get("Content-Type")! },
  });
  return { status: res.status, html: await res.text() };
}

async function check(file: { name: string; text: string }) {
  const csrf = csrfOf((await getWith(w, "/admin/data", admin)).text);
  const res = await post({ csrf, intent: "preview" }, file);
  const staged = /name="staged" value="([^"]+)"/.exec(res.html)?.[1] ?? "";
  const digest = /name="digest" value="([^"]+)"/.exec(res.html)?.[1] ?? "";
  return { ...res, text: mainText(res.html), apply: () => post({ csrf, intent: "apply", staged, digest }) };
}

describe("/admin/data", () => {
  it("states the size limit; a file it cannot read is a 400 with the message beside the field", async () => {
    const page = await getWith(w, "/admin/data", admin);
    expect(page.status).toBe(200);
    expect(mainText(page.text)).toContain("UTF-8 CSV with its header row, up to 5 MB.");
    const bad = await check({ name: "notes.csv", text: "a,b\n1,2\n" });
    expect(bad.status).toBe(400);
    expect(bad.html).toMatch(/id="import-file"[^>]*aria-invalid="true"/);
    expect(bad.text).toContain("The header names neither a college CSV");
  });

  it("a NIRF table: dry run, confirm, then /rankings shows it on the next request", async () => {
    const table = [
      "Institute ID,Name,City,State,Score,Rank",
      "IR-E-U-0456,Indian Institute of Technology Madras,Chennai,Tamil Nadu,90.55,1",
      "IR-E-U-0306,Indian Institute of Technology Bombay,Mumbai,Maharashtra,84.25,2",
      "IR-E-U-9999,Institute Nobody Knows,Panaji,Goa,40.20,3",
      "XX-12,Not An Id,Pune,Maharashtra,39,4",
    ].join("\n");
    const dry = await check({ name: "engineering-2031.csv", text: table });
    expect(dry.status).toBe(200);
    expect(dry.text).toContain("Dry run: NIRF 2031 Engineering");
    expect(dry.text).toContain("line 2: IR-E-U-0456 Indian Institute of Technology Madras: rank 1, score 90.55");
    expect(dry.text).toContain("Unmatched (1) line 4: IR-E-U-9999 Institute Nobody Knows (Panaji)");
    expect(dry.text).toContain('Malformed (not imported) (1) line 5: not a NIRF institute id: "XX-12"');
    expect(await w.rows("SELECT 1 FROM nirf_ranks WHERE year = 2031")).toHaveLength(0);
    const before = mainText((await w.html("/rankings?category=Engineering&year=2031")).text);
    expect(before).not.toContain("90.55");

    const applied = await dry.apply();
    expect(applied.status).toBe(200);
    expect(mainText(applied.html)).toContain("Imported NIRF 2031 Engineering: 2 added, 0 changed.");
    const after = mainText((await w.html("/rankings?category=Engineering&year=2031")).text);
    expect(after).toContain("Indian Institute of Technology Madras");
    expect(after).toContain("90.55");
    const audit = await w.rows<{ action: string; target: string }>(
      "SELECT action, target FROM admin_audit WHERE action = 'data.import'",
    );
    expect(audit).toEqual([{ action: "data.import", target: "NIRF 2031 Engineering (engineering-2031.csv)" }]);
    // The staged upload is used once.
    expect((await dry.apply()).status).toBe(400);
  });

  it("a JoSAA table: a changed closing rank shows before → after, then on the cut-off page", async () => {
    const [held] = await w.rows<{ closing_rank: number; opening_rank: number }>(
      `SELECT c.opening_rank, c.closing_rank FROM josaa_cutoffs c JOIN josaa_programs p ON p.id = c.program_id
       WHERE p.institute = 'Indian Institute of Technology Bombay' AND p.program = ?1 AND c.year = 2024 AND c.round = 5
         AND c.quota = 'AI' AND c.seat_type = 'OPEN' AND c.gender = 'Gender-Neutral'`,
      "Computer Science and Engineering (4 Years, Bachelor of Technology)",
    );
    const page = "/colleges/indian-institute-of-technology-bombay/cutoffs?year=2024&round=5&quota=AI&seat=OPEN";
    expect(mainText((await w.html(page)).text)).not.toContain("4,321");
    const table = [
      "Institute,Institute Type,Academic Program Name,Quota,Seat Type,Gender,Opening Rank,Closing Rank",
      `Indian Institute of Technology Bombay,Indian Institute of Technology,"Computer Science and Engineering (4 Years, Bachelor of Technology)",AI,OPEN,Gender-Neutral,${held.opening_rank},4321`,
      `Nowhere Institute of Technology,GFTI,"Civil Engineering (4 Years, Bachelor of Technology)",OS,OPEN,Gender-Neutral,1,2`,
    ].join("\n");
    const dry = await check({ name: "orcr-2024-round5.csv", text: table });
    expect(dry.status).toBe(200);
    expect(dry.text).toContain("Dry run: JoSAA 2024 round 5");
    expect(dry.text).toContain(`closing rank: ${held.closing_rank} → 4321`);
    expect(dry.text).toContain("Unmatched (1) line 3: Nowhere Institute of Technology: 1 row");
    expect(dry.text).toContain("Unmatched rows are not written");

    expect((await dry.apply()).status).toBe(200);
    expect(mainText((await w.html(page)).text)).toContain("4,321");
    expect(await w.rows("SELECT 1 FROM josaa_programs WHERE institute LIKE 'Nowhere%'")).toHaveLength(0);
  });
});
