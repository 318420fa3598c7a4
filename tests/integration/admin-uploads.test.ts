/**
 * Uploads that refuse bad files, JS off. /admin/data (admin): a file it cannot read (markup, a workbook,
 * another encoding, broken CSV, the wrong columns, too large, a body cut short) is a 400 with the reason
 * beside the file field and the form's other choices kept, and nothing is staged or stored; a table with
 * hostile cells lists those rows as malformed by line and column and writes nothing; an empty cell keeps
 * the held figure unless "Empty cells clear held figures" is ticked. The content editor's image picker:
 * a file that is not an image, a body over the limit or cut short is a 400 with the reason and the
 * typed fields kept.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverConsole, runConsoleFuzz } from "../hardness/console-fuzz";
import { showsErrorMessages } from "../hardness/html";
import { adminBindings, csrfOf, EDITOR_EMAIL, getWith, signIn } from "../support/admin";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
let admin: string;
let editor: string;
beforeAll(async () => {
  w = await startWorker({ bindings: adminBindings });
  admin = await signIn(w);
  editor = await signIn(w, EDITOR_EMAIL);
});
afterAll(() => w?.dispose());

type Part = string | { name: string; bytes: Uint8Array<ArrayBuffer> | string; type?: string };

/** The multipart body a browser sends, in the fields' order (the file where it is given). */
async function multipart(fields: Array<[string, Part]>) {
  const body = new FormData();
  for (const [k, v] of fields) {
    if (typeof v === "string") body.append(k, v);
    else body.append(k, new Blob([v.bytes], { type: v.type ?? "text/csv" }), v.name);
  }
  // Serialise here: Miniflare's fetch does not take this Node FormData as a body.
  const encoded = new Response(body);
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get("Content-Type")! };
}

async function send(path: string, cookie: string, body: { bytes: Uint8Array<ArrayBuffer>; type: string }) {
  const res = await w.fetch(path, {
    method: "POST",
    body: body.bytes,
    headers: { Cookie: cookie, "Content-Type": body.type },
  });
  return { status: res.status, html: await res.text() };
}

/** What an import could change: the figures, the staged uploads' audit, the sources. */
async function held() {
  const [row] = await w.rows<Record<string, unknown>>(
    `SELECT (SELECT count(*) || ':' || total(score) || ':' || group_concat(name, '|') FROM nirf_ranks) AS nirf,
       (SELECT count(*) || ':' || total(closing_rank) || ':' || total(opening_rank) FROM josaa_cutoffs) AS josaa,
       (SELECT count(*) || ':' || group_concat(name, '|') FROM colleges) AS colleges,
       (SELECT count(*) FROM admin_audit) AS audit, (SELECT count(*) FROM data_sources) AS sources`,
  );
  return row;
}

describe("/admin/data refuses what it cannot read", () => {
  let csrf: string;
  beforeAll(async () => {
    csrf = csrfOf((await getWith(w, "/admin/data", admin)).text);
  });
  const choices = (): Array<[string, Part]> => [
    ["csrf", csrf],
    ["intent", "preview"],
    ["kind", "nirf"],
    ["category", "Engineering"],
    ["year", "2025"],
    ["round", ""],
  ];
  const upload = (file: Part) => multipart([...choices(), ["file", file]]);
  /** A 400 with `message` beside the file field, the choices kept, nothing stored. */
  async function refused(body: { bytes: Uint8Array<ArrayBuffer>; type: string }, message: string) {
    const before = await held();
    const res = await send("/admin/data", admin, body);
    expect(res.status).toBe(400);
    expect(res.html).toMatch(/id="import-file"[^>]*aria-invalid="true"/);
    expect(mainText(res.html)).toContain(message);
    expect(res.html).toMatch(/<option value="nirf" selected="">/);
    expect(res.html).toMatch(/name="category"[^>]*value="Engineering"/);
    expect(res.html).toMatch(/name="year"[^>]*value="2025"/);
    expect(res.html).not.toContain('name="staged"');
    expect(await held()).toEqual(before);
  }

  it("an SVG given as the NIRF table: not CSV (it was a 500)", async () => {
    await refused(
      await upload({
        name: "engineering-2025.csv",
        bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        type: "image/svg+xml",
      }),
      "This is markup (HTML, XML or SVG), not CSV: upload the table as a CSV file.",
    );
  });

  it("a workbook, a PDF, UTF-16 and Latin-1 text: each says why", async () => {
    const cases: Array<[Uint8Array<ArrayBuffer>, string]> = [
      [
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06]),
        "This is a spreadsheet workbook (Excel or ODS), not CSV",
      ],
      [new TextEncoder().encode("%PDF-1.7\n1 0 obj"), "This is a PDF, not CSV"],
      [new Uint8Array([0xff, 0xfe, 0x49, 0x00, 0x44, 0x00]), "The file is UTF-16 text"],
      [
        new Uint8Array([...new TextEncoder().encode("Institute ID,Name,Rank\nIR-E-U-0456,"), 0xe9, 0x0a]),
        "The file is not UTF-8 text",
      ],
    ];
    for (const [bytes, message] of cases) await refused(await upload({ name: "engineering-2025.csv", bytes }), message);
  });

  it("broken CSV and the wrong columns", async () => {
    await refused(
      await upload({ name: "engineering-2025.csv", bytes: 'Institute ID,Name,Rank\nIR-E-U-0456,"IIT Madras,1\n' }),
      "The file is not valid CSV: line 2, a quoted field is never closed.",
    );
    await refused(
      await upload({ name: "engineering-2025.csv", bytes: "Institute ID,Title,Score\nIR-E-U-0456,x,1\n" }),
      "Not a NIRF table: missing column(s): Name, Rank.",
    );
  });

  it("too large and a body cut short: the reason, the choices kept", async () => {
    const big = await upload({ name: "engineering-2025.csv", bytes: "x".repeat(6 * 1024 * 1024) });
    await refused(big, "The file must be 5 MB or smaller.");
    const whole = await upload({
      name: "engineering-2025.csv",
      bytes: `Institute ID,Name,City,State,Score,Rank\n${"IR-E-U-0456,Indian Institute of Technology Madras,Chennai,Tamil Nadu,1,1\n".repeat(50)}`,
    });
    await refused(
      { ...whole, bytes: whole.bytes.subarray(0, whole.bytes.byteLength - 2000) },
      "The upload could not be read (it was cut short or is not a form)",
    );
  });

  it("a table with hostile cells: its rows are malformed by line and column, and applying writes nothing", async () => {
    const before = await held();
    const [madras] = await w.rows<{ score: number; name: string }>(
      "SELECT score, name FROM nirf_ranks WHERE nirf_id = 'IR-E-U-0456' AND category = 'Engineering' AND year = 2024",
    );
    const table = [
      "Institute ID,Name,City,State,Score,Rank",
      `IR-E-U-0456,${madras.name},Chennai,Tamil Nadu,<script>alert(1)</script>,1`,
      'IR-E-U-0456,"=HYPERLINK(""http://evil"")",Chennai,Tamil Nadu,89.46,1',
      "IR-E-U-0456,Indian\u0007Institute,Chennai,Tamil Nadu,89.46,1",
    ].join("\n");
    const res = await send(
      "/admin/data",
      admin,
      await multipart([
        ["csrf", csrf],
        ["intent", "preview"],
        ["kind", ""],
        ["file", { name: "engineering-2024.csv", bytes: table }],
      ]),
    );
    expect(res.status).toBe(200);
    const text = mainText(res.html);
    expect(text).toContain('line 2: column Score: "<script>alert(1)</script>" is not a score from 0 to 100');
    expect(text).toContain("line 3: column Name: ");
    expect(text).toContain("starts with = + - or @");
    expect(text).toContain("line 4: column Name: ");
    expect(text).toContain("has control characters");
    expect(text).not.toContain("score: ");
    expect(text).toContain("Nothing to write");
    expect(res.html).not.toContain('name="staged" value');
    expect(await held()).toEqual(before);
  });

  it("an empty cell keeps the held figure; ticking 'Empty cells clear held figures' clears it", async () => {
    const [madras] = await w.rows<{ score: number; name: string; rank: number }>(
      "SELECT score, name, rank FROM nirf_ranks WHERE nirf_id = 'IR-E-U-0456' AND category = 'Engineering' AND year = 2024",
    );
    const table = `Institute ID,Name,City,State,Score,Rank\nIR-E-U-0456,${madras.name},,,,${madras.rank}\n`;
    const post = async (clear: boolean) =>
      send(
        "/admin/data",
        admin,
        await multipart([
          ["csrf", csrf],
          ["intent", "preview"],
          ["kind", "nirf"],
          ...(clear ? ([["clear", "on"]] as Array<[string, Part]>) : []),
          ["file", { name: "engineering-2024.csv", bytes: table }],
        ]),
      );
    const kept = await post(false);
    expect(kept.status).toBe(200);
    expect(mainText(kept.html)).toContain("Nothing to write");
    const cleared = await post(true);
    expect(cleared.status).toBe(200);
    expect(mainText(cleared.html)).toContain(`score: ${madras.score} → —`);
  });

  it("an editor cannot upload (admins only)", async () => {
    const before = await held();
    const res = await send("/admin/data", editor, await upload({ name: "engineering-2025.csv", bytes: "<svg/>" }));
    expect(res.status).toBe(403);
    expect(await held()).toEqual(before);
  });
});

describe("the content editor's image picker refuses what it cannot store", () => {
  let csrf: string;
  const blogCount = async () => (await w.rows<{ n: number }>("SELECT count(*) AS n FROM blogs"))[0].n;
  beforeAll(async () => {
    csrf = csrfOf((await getWith(w, "/admin/content/blogs/new", editor)).text);
  });
  const fields = (image: Part): Array<[string, Part]> => [
    ["csrf", csrf],
    ["intent", "content-save"],
    ["website", ""],
    ["blog_title", "Kept Title Of A Refused Post"],
    ["category_name", "Exams"],
    ["tags", "kept, tags"],
    ["date", "01/05/2031"],
    ["image_file", image],
    ["body", "Kept body text after the image."],
  ];
  async function refused(body: { bytes: Uint8Array<ArrayBuffer>; type: string }, message: string) {
    const before = await blogCount();
    const res = await send("/admin/content/blogs/new", editor, body);
    expect(res.status).toBe(400);
    expect(textOf(res.html)).toContain(message);
    expect(res.html).toContain("Kept Title Of A Refused Post");
    expect(res.html).toContain("kept, tags");
    expect(res.html).toContain("Kept body text after the image.");
    expect(await blogCount()).toBe(before);
  }

  it("an SVG with a script: not an image we store", async () => {
    await refused(
      await multipart(fields({ name: "x.svg", bytes: "<svg onload=alert(1)></svg>", type: "image/svg+xml" })),
      "Upload a PNG, JPEG, WebP, GIF or AVIF image.",
    );
  });

  it("a body over the limit and a body cut short: the reason, the typed fields kept", async () => {
    await refused(
      await multipart(fields({ name: "huge.png", bytes: new Uint8Array(5 * 1024 * 1024), type: "image/png" })),
      "That form is too large: the image must be 2 MB or smaller.",
    );
    const whole = await multipart(fields({ name: "x.png", bytes: new Uint8Array(4096), type: "image/png" }));
    const cut = whole.bytes.subarray(0, whole.bytes.byteLength - 3000);
    const before = await blogCount();
    const res = await send("/admin/content/blogs/new", editor, { ...whole, bytes: cut });
    expect(res.status).toBe(400);
    expect(textOf(res.html)).toContain("The upload could not be read (it was cut short or is not a form)");
    expect(res.html).toContain("Kept Title Of A Refused Post");
    expect(await blogCount()).toBe(before);
  });
});

describe("a short fuzz of the upload forms (the long run over every console form: npm run test:stress)", () => {
  it("hostile files, cells and bodies as editor and admin: no 5xx, every 400 explains itself, refused posts change nothing", async () => {
    const start = ["/admin/data", "/admin/content/blogs/new"];
    const roles = [
      { label: "admin", cookie: admin, forms: await discoverConsole(w, admin, { start }) },
      { label: "editor", cookie: editor, forms: await discoverConsole(w, editor, { start }) },
    ];
    expect(roles[0].forms.some((f) => f.files.includes("file"))).toBe(true);
    expect(roles[1].forms.some((f) => f.files.includes("image_file"))).toBe(true);
    const result = await runConsoleFuzz(
      w,
      roles,
      { posts: Number(process.env.CONSOLE_FUZZ_POSTS ?? 40), seed: 20_261_128, seconds: 60 },
      showsErrorMessages,
    );
    console.info(`console fuzz (short): ${JSON.stringify({ ...result, serverErrors: result.serverErrors.length })}`);
    expect(result.serverErrors).toEqual([]);
    expect(result.silent400).toEqual([]);
    expect(result.changedByRefused).toEqual([]);
    expect(result.sent).toBeGreaterThan(10);
  }, 120_000);
});
