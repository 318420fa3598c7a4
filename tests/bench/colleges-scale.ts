/**
 * The college directory at scale (issue 17): the same page shapes on the 310-row sample and
 * on `db:generate --colleges 20000`, each URL requested once (uncached: every URL is new to
 * the server's caches), D1 rows read per request from Server-Timing (`d1-rows`), p50 latency.
 * Targets: < 200 rows per request; p50 at 20 000 within 1.5 × the sample's.
 */
import { sampleRecords } from "../../app/db/cli/sample-data";
import { CITIES, syntheticBase } from "../../app/db/cli/synthetic";

export const SCALE_SAMPLES = 20;
export const SCALE_COUNT = 20_000;
const STREAMS = ["Engineering", "Management", "Medical", "Arts", "Science", "Commerce", "Law"];
const SORTS = ["rating", "fees-asc", "fees-desc", "name"];

interface Dataset {
  slugs: string[];
  names: string[];
  pages: number;
}

function shapes(d: Dataset): Record<string, string[]> {
  const n = SCALE_SAMPLES;
  const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length];
  const deep = Math.min(500, d.pages);
  return {
    "/colleges (unfiltered)": Array.from(
      { length: n },
      (_, i) => `/colleges?sort=${SORTS[i % 4]}&page=${(i % Math.min(5, d.pages)) + 2}`,
    ),
    "/colleges (filtered)": Array.from(
      { length: n },
      (_, i) => `/colleges?stream=${STREAMS[i % 7]}&city=${encodeURIComponent(CITIES[i % CITIES.length][0])}`,
    ),
    "/colleges (sorted)": Array.from(
      { length: n },
      (_, i) => `/colleges?state=${encodeURIComponent(CITIES[i % CITIES.length][1])}&sort=${SORTS[i % 4]}`,
    ),
    [`/colleges?page=${deep} (deep page)`]: Array.from({ length: n }, (_, i) =>
      `/colleges?sort=${["rank", ...SORTS][i % 5]}&page=${Math.max(1, deep - Math.floor(i / 5))}`.replace(
        "sort=rank&",
        "",
      ),
    ),
    "/colleges/{slug}": Array.from({ length: n }, (_, i) => `/colleges/${pick(d.slugs, i + 1)}`),
    "/compare (4)": Array.from(
      { length: n },
      (_, i) => `/compare?c=${[1, 2, 3, 4].map((k) => pick(d.slugs, i * 4 + k)).join(",")}`,
    ),
    "search (name)": Array.from({ length: n }, (_, i) => `/api/search?q=${encodeURIComponent(pick(d.names, i + 3))}`),
  };
}

async function measure(base: string, urls: string[]) {
  const rows: number[] = [];
  const times: number[] = [];
  let bad = 0;
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(base + url, { redirect: "manual" });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status >= 400 || res.status === 301 || res.status === 302) bad++;
    const m = /d1-rows;desc="(\d+) rows read/.exec(res.headers.get("server-timing") ?? "");
    rows.push(m ? Number(m[1]) : 0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const sortedRows = [...rows].sort((a, b) => a - b);
  return {
    p50: Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10,
    rowsMax: sortedRows[sortedRows.length - 1],
    rowsP50: sortedRows[Math.floor(sortedRows.length / 2)],
    bad,
  };
}

export async function collegeScale(server: {
  /** Forget the edge cache between datasets (pages dev keeps it in its state directory). */
  clearCache: () => void;
  start: () => Promise<{ base: string; stop: () => void }>;
  generate: (count: number) => void;
  reseed: () => Promise<void>;
}) {
  const sample = sampleRecords();
  const small: Dataset = {
    slugs: sample.map((r) => r.slug),
    names: sample.map((r) => r.name),
    pages: Math.ceil(sample.length / 20),
  };
  const bigBases = Array.from({ length: SCALE_COUNT }, (_, i) => syntheticBase(i + 1, 7));
  const big: Dataset = {
    slugs: bigBases.map((b) => b.slug),
    names: bigBases.map((b) => b.name),
    pages: SCALE_COUNT / 20,
  };

  const run = async (d: Dataset) => {
    server.clearCache();
    const s = await server.start();
    try {
      await fetch(`${s.base}/colleges`); // warm the isolate (filter options cached once)
      const out: Record<string, Awaited<ReturnType<typeof measure>>> = {};
      for (const [name, urls] of Object.entries(shapes(d))) out[name] = await measure(s.base, urls);
      return out;
    } finally {
      s.stop();
    }
  };
  await server.reseed();
  const atSample = await run(small);
  server.generate(SCALE_COUNT);
  const atScale = await run(big);
  const names = Object.keys(atScale);
  const rows = names.map((name, i) => {
    const a = Object.values(atSample)[i];
    const b = atScale[name];
    const ratio = b.p50 / Math.max(0.1, a.p50);
    return {
      page: name,
      "rows max (310)": a.rowsMax,
      "rows max (20k)": b.rowsMax,
      "p50 ms (310)": a.p50,
      "p50 ms (20k)": b.p50,
      "p50 ratio": ratio.toFixed(2),
      ok: b.rowsMax < 200 && ratio <= 1.5 && b.bad === 0 ? "yes" : `NO${b.bad ? ` (${b.bad} non-200)` : ""}`,
    };
  });
  return { count: SCALE_COUNT, samples: SCALE_SAMPLES, rows };
}
