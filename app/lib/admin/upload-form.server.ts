/**
 * Reading the console's upload forms (multipart with a file) so that a refused upload still knows
 * the form's other choices. A body over the limit is not parsed: its first and last 64 KB are kept
 * while the rest streams past (up to 64 MB; a larger body keeps only its head), and the complete
 * text fields in them (the parts before and after the file) are recovered. A body the platform's
 * parser cannot read (cut short, a broken multipart) keeps the fields before the break. Fields are
 * always parsed by the platform (`Response.formData()`), never by hand: a recovered head is the body
 * up to its last complete part delimiter, closed with the final delimiter; a recovered tail starts at
 * its first delimiter.
 */

/** How much of a refused body's head and tail is kept to recover its fields. */
const KEEP_BYTES = 64 * 1024;
/** Past this, a refused body is not read further (its tail is not recovered). */
const DRAIN_BYTES = 64 * 1024 * 1024;

export type UploadForm =
  | { ok: true; formData: FormData }
  /** tooBig: over the limit; unreadable: not a form the parser reads. `fields`: the text fields recovered. */
  | { ok: false; reason: "tooBig" | "unreadable"; fields: FormData };

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const MULTIPART = /^multipart\/form-data/i;

/** Reads at most `max` bytes of the request's form; over it, or unreadable, the fields that could be recovered. */
export async function readUploadForm(request: Request, max: number): Promise<UploadForm> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPE.test(type)) return { ok: false, reason: "unreadable", fields: new FormData() };
  // A body declared larger than DRAIN_BYTES is not drained: only its head is read.
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  let read: Awaited<ReturnType<typeof readBody>>;
  try {
    read = await readBody(request.body, max, declared > DRAIN_BYTES ? max : DRAIN_BYTES);
  } catch {
    return { ok: false, reason: "unreadable", fields: new FormData() };
  }
  if (read.over) {
    const fields = await recoverHead(read.head, type);
    if (read.tail) for (const [k, v] of await recoverTail(read.tail, type)) fields.append(k, v);
    return { ok: false, reason: "tooBig", fields };
  }
  try {
    return { ok: true, formData: await new Response(read.head, { headers: { "Content-Type": type } }).formData() };
  } catch {
    return { ok: false, reason: "unreadable", fields: await recoverHead(read.head.subarray(0, KEEP_BYTES), type) };
  }
}

/**
 * The whole body when it is at most `max` bytes; otherwise its first KEEP_BYTES (`head`) and, when it
 * ends within DRAIN_BYTES, its last KEEP_BYTES (`tail`).
 */
async function readBody(stream: ReadableStream<Uint8Array> | null, max: number, drain: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let head: Uint8Array<ArrayBuffer> | undefined;
  let tail: Uint8Array[] = [];
  let tailSize = 0;
  let ended = true;
  if (stream) {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (!head) {
        chunks.push(value);
        if (size > max) head = concat(chunks).subarray(0, KEEP_BYTES);
        continue;
      }
      // Over the limit: keep a rolling tail, drop the middle.
      tail.push(value);
      tailSize += value.byteLength;
      while (tail.length > 1 && tailSize - tail[0].byteLength >= KEEP_BYTES) tailSize -= tail.shift()!.byteLength;
      if (size > drain) {
        ended = false;
        tail = [];
        await reader.cancel().catch(() => undefined);
        break;
      }
    }
  }
  if (!head) return { over: false as const, head: concat(chunks) };
  const last = concat(tail);
  return { over: true as const, head, tail: ended && last.byteLength ? last.subarray(-KEEP_BYTES) : undefined };
}

function concat(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function indexOf(hay: Uint8Array, needle: Uint8Array, last = false): number {
  const from = last ? hay.byteLength - needle.byteLength : 0;
  for (let i = from; last ? i >= 0 : i <= hay.byteLength - needle.byteLength; i += last ? -1 : 1) {
    let j = 0;
    while (j < needle.byteLength && hay[i + j] === needle[j]) j++;
    if (j === needle.byteLength) return i;
  }
  return -1;
}

const bytesOf = (s: string) => new TextEncoder().encode(s);

function delimiterOf(type: string): string | undefined {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  return m ? `--${m[1] ?? m[2]}` : undefined;
}

/** The text fields of a parsed piece of the body (files dropped); empty when it does not parse. */
async function textFields(body: Uint8Array<ArrayBuffer>, type: string): Promise<FormData> {
  const out = new FormData();
  try {
    for (const [k, v] of await new Response(body, { headers: { "Content-Type": type } }).formData())
      if (typeof v === "string") out.append(k, v);
  } catch {
    // Nothing recoverable here.
  }
  return out;
}

/** The complete fields at the start of a body. */
export async function recoverHead(head: Uint8Array<ArrayBuffer>, type: string): Promise<FormData> {
  if (!MULTIPART.test(type)) return textFields(head.subarray(0, Math.max(head.lastIndexOf(0x26), 0)), type);
  const delimiter = delimiterOf(type);
  const end = delimiter ? indexOf(head, bytesOf(`\r\n${delimiter}`), true) : -1;
  if (end < 0) return new FormData();
  return textFields(concat([head.subarray(0, end), bytesOf(`\r\n${delimiter}--\r\n`)]), type);
}

/** The complete fields at the end of a body. */
export async function recoverTail(tail: Uint8Array<ArrayBuffer>, type: string): Promise<FormData> {
  if (!MULTIPART.test(type)) return textFields(tail.subarray(tail.indexOf(0x26) + 1), type);
  const delimiter = delimiterOf(type);
  const start = delimiter ? indexOf(tail, bytesOf(`\r\n${delimiter}`)) : -1;
  if (start < 0) return new FormData();
  return textFields(tail.subarray(start + 2), type);
}
