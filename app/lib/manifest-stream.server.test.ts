import { describe, expect, it } from "vitest";
import { compactManifest, compactManifestStream, indexOf } from "./manifest-stream.server";

const NONCE = "abc+/Q==";
const manifest = {
  entry: { module: "/build/entry.client-X.js", imports: ["/build/_shared/chunk-A.js"] },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/build/root-X.js",
      hasAction: false,
      hasLoader: true,
      hasErrorBoundary: true,
    },
  },
  version: "v1",
  url: "/build/manifest-V1.js",
};
const script = (json: string, nonce = NONCE) =>
  `<script nonce="${nonce}" type="module" async="">;\nimport * as route0 from "/build/root-X.js";\n` +
  `window.__remixManifest = ${json};\nwindow.__remixRouteModules = {"root":route0};\n\nimport("/build/entry.client-X.js");</script>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><body><main>Ünïcödé ✓ ${"x".repeat(300)}</main>${body}</body></html><!--$-->`;

async function run(html: string, chunkSize: number) {
  const bytes = new TextEncoder().encode(html);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.slice(i, i + chunkSize));
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(compactManifestStream(NONCE))).text();
}

describe("compactManifestStream", () => {
  const pretty = JSON.stringify(manifest, null, 2);
  const compact =
    '{"entry":{"module":"/build/entry.client-X.js","imports":["/build/_shared/chunk-A.js"]},' +
    '"routes":{"root":{"id":"root","path":"","module":"/build/root-X.js","hasLoader":true,"hasErrorBoundary":true}},' +
    '"version":"v1","url":"/build/manifest-V1.js"}';

  it("writes Remix's pretty-printed manifest compactly, without false flags, however the stream is chunked", async () => {
    const expected = page(script(compact));
    for (const size of [1, 3, 7, 64, 100_000]) expect(await run(page(script(pretty)), size)).toBe(expected);
    expect(JSON.parse(compact)).toMatchObject({ routes: { root: { hasLoader: true } } });
  });

  it("leaves a look-alike script without this request's nonce alone (page content cannot trigger it)", async () => {
    const html = page(`<p>${script(pretty, "guess")}</p>`);
    expect(await run(html, 5)).toBe(html);
  });

  it("passes what it cannot parse unchanged", async () => {
    const html = page(script("{not json"));
    expect(await run(html, 9)).toBe(html);
  });

  it("escapes < so a value cannot close the script", () => {
    expect(compactManifest('{"a":"</script>"}')).toBe('{"a":"\\u003c/script>"}');
  });

  it("finds byte sequences", () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(indexOf(enc("aab<scr<script"), enc("<script"), 0)).toBe(7);
    expect(indexOf(enc("<scrip"), enc("<script"), 0)).toBe(-1);
  });
});
