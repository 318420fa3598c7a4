/**
 * Lazy route discovery (`v3_lazyRouteDiscovery`) inlines the page's routes of the manifest in the
 * document, and Remix 2.17.5 writes it pretty-printed (`JSON.stringify(…, null, 2)` in
 * `<Scripts>`, no option to change it) with every `false` flag spelled out. This transform of the
 * streamed HTML writes the same object compactly, without the `false` flags (Remix only tests
 * them for truth): ~0.8 KB less on every page.
 *
 * Safe: it only looks inside Remix's module script, found by this request's nonce (page content
 * cannot guess it); what it cannot parse, or a script larger than `MAX_SCRIPT`, passes unchanged.
 * Cheap: it works on bytes (no decoding of the page); chunks before the script pass after a byte
 * search, chunks after it untouched.
 */
const START = "window.__remixManifest = ";
const END = ";\nwindow.__remixRouteModules";
/** Remix's module script is ~3 KB; anything far larger is not what we expect: leave it alone. */
const MAX_SCRIPT = 64 * 1024;

/** The manifest JSON written compactly, or undefined when it is not JSON. */
export function compactManifest(manifestJson: string): string | undefined {
  try {
    const compact = JSON.stringify(JSON.parse(manifestJson), (_key, value: unknown) =>
      value === false ? undefined : value,
    );
    // Inside <script>: never let a path close the element.
    return compact.replace(/</g, "\\u003c");
  } catch {
    return undefined;
  }
}

const encoder = new TextEncoder();

export function compactManifestStream(nonce: string): TransformStream<Uint8Array, Uint8Array> {
  const open = encoder.encode(`<script nonce="${nonce}" type="module" async="">`);
  const end = encoder.encode(END);
  /** Bytes held back: a possible start of `open` while searching, the script while inside it. */
  let held: Uint8Array = new Uint8Array(0);
  let inside = false;
  let done = false;

  return new TransformStream({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      const bytes = held.length ? concat(held, chunk) : chunk;
      if (!inside) {
        const at = indexOf(bytes, open, 0);
        if (at < 0) {
          // Keep a tail that could be the start of the marker.
          const keep = Math.max(0, bytes.length - (open.length - 1));
          if (keep > 0) controller.enqueue(bytes.subarray(0, keep));
          held = bytes.slice(keep);
          return;
        }
        if (at > 0) controller.enqueue(bytes.subarray(0, at));
        held = bytes.slice(at);
        inside = true;
      } else {
        held = bytes;
      }
      const endAt = indexOf(held, end, open.length);
      if (endAt < 0) {
        if (held.length > MAX_SCRIPT) finish(controller, held);
        return;
      }
      finish(controller, compactScript(held, endAt));
    },
    flush(controller) {
      if (held.length) controller.enqueue(held);
    },
  });

  function finish(controller: TransformStreamDefaultController<Uint8Array>, bytes: Uint8Array) {
    controller.enqueue(bytes);
    held = new Uint8Array(0);
    done = true;
  }
}

/** `script` (from the module script's start) with the manifest before `endAt` compacted. */
function compactScript(script: Uint8Array, endAt: number): Uint8Array {
  const head = new TextDecoder().decode(script.subarray(0, endAt));
  const startAt = head.lastIndexOf(START);
  const compact = startAt < 0 ? undefined : compactManifest(head.slice(startAt + START.length));
  if (compact === undefined) return script;
  return concat(encoder.encode(head.slice(0, startAt + START.length) + compact), script.subarray(endAt));
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Where `needle` first occurs in `haystack` at or after `from`, or -1. */
export function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(first, from); i >= 0 && i <= last; i = haystack.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}
