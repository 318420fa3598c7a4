/**
 * Hostile form bodies: random, missing, repeated, oversized (1 MB), unicode, control
 * characters, wrong content types, near-valid and valid, from a seeded generator so a
 * failure can be replayed with FUZZ_SEED.
 */
import type { PostForm } from "./html";
import { encodeBody, HONEYPOT_FIELD, INTENT_FIELD, validBody, validValue, type Body } from "./site";

export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

export const UNICODE = [
  "नमस्ते दुनिया",
  "தமிழ் மாணவர்",
  "مرحبا بالعالم",
  "שלום",
  "😀🎓📚👩🏽‍🎓",
  "Z̴̡̢̛͈a̶l̷g̵o̸",
  "ｆｕｌｌｗｉｄｔｈ＠ｅｘａｍｐｌｅ．ｃｏｍ",
  "é".normalize("NFD").repeat(50),
  "\u202Eevil\u202C",
  "\uFEFFbom",
  "a\u200Bb\u200Cc\u200Dd",
  "\uD83D", // lone surrogate (encodes as U+FFFD)
  "𝕬𝖘𝖍𝖆",
  "ß".repeat(300),
];

export const CONTROL = [
  "\u0000",
  "\u0001\u0002\u0003",
  "\b\f\v",
  "\r\n\r\n",
  "\u001b[31mred",
  "\u007f",
  "\u0085",
  "\u2028\u2029",
  "\t\t",
  "%00",
  "\\0",
];

const PRIMITIVES = [
  "",
  " ",
  "   ",
  "0",
  "-1",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "' OR 1=1 --",
  '"; DROP TABLE submissions; --',
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "a@b",
  "@.",
  "a@b.c",
  "9999999999",
  "123",
  "12345678901",
  "2025-02-30",
  "25:61",
  "x".repeat(257),
  "y".repeat(5_000),
];

export function randomString(r: Rng): string {
  switch (r.int(5)) {
    case 0:
      return r.pick(PRIMITIVES);
    case 1:
      return r.pick(UNICODE);
    case 2:
      return r.pick(CONTROL) + r.pick(PRIMITIVES) + r.pick(CONTROL);
    case 3:
      return Array.from({ length: r.int(40) }, () => String.fromCharCode(r.int(0x2fff))).join("");
    default:
      return Array.from({ length: 1 + r.int(30) }, () => String.fromCharCode(32 + r.int(95))).join("");
  }
}

export type Strategy =
  | "random"
  | "missing"
  | "repeated"
  | "oversized"
  | "unicode"
  | "control"
  | "content-type"
  | "near-valid"
  | "valid"
  | "intent"
  | "empty";

/** Weighted so the expensive 1 MB bodies stay a small share of the run. */
const STRATEGIES: Strategy[] = [
  "random",
  "random",
  "random",
  "missing",
  "missing",
  "repeated",
  "unicode",
  "unicode",
  "control",
  "control",
  "content-type",
  "near-valid",
  "near-valid",
  "valid",
  "intent",
  "empty",
];

export interface FuzzRequest {
  strategy: Strategy;
  body: string | Uint8Array;
  contentType?: string;
}

const ONE_MB = 1024 * 1024;
const textual = (body: Body) => body.filter(([k]) => k !== INTENT_FIELD && k !== HONEYPOT_FIELD);

export function fuzzRequest(form: PostForm, r: Rng, seq: number, strategy: Strategy = r.pick(STRATEGIES)): FuzzRequest {
  const valid = validBody(form, seq);
  const form_ = (body: Body): FuzzRequest => ({
    strategy,
    body: encodeBody(body),
    contentType: "application/x-www-form-urlencoded",
  });
  switch (strategy) {
    case "valid":
      return form_(valid);
    case "empty":
      return form_(valid.filter(([k]) => form.fields.find((f) => f.name === k)?.kind === "hidden"));
    case "random":
      return form_(valid.map(([k, v]) => [k, k === INTENT_FIELD || r.chance(0.3) ? v : randomString(r)]));
    case "missing":
      return form_(valid.filter(([k]) => k === INTENT_FIELD || r.chance(0.5)));
    case "repeated":
      return form_(
        valid.flatMap(([k, v]) =>
          Array.from({ length: 1 + r.int(4) }, (_, i) => [k, i === 0 ? v : randomString(r)] as [string, string]),
        ),
      );
    case "unicode":
      return form_(
        valid.map(([k, v]) => [
          k,
          textual([[k, v]]).length && r.chance(0.7) ? r.pick(UNICODE) + (r.chance(0.5) ? v : "") : v,
        ]),
      );
    case "control":
      return form_([
        ...valid.map(
          ([k, v]) => [k, textual([[k, v]]).length && r.chance(0.7) ? v + r.pick(CONTROL) : v] as [string, string],
        ),
        [`${r.pick(CONTROL)}field`, r.pick(CONTROL)],
      ]);
    case "near-valid": {
      const fields = textual(valid);
      const [name] = fields.length ? r.pick(fields) : ["x", ""];
      const field = form.fields.find((f) => f.name === name);
      const edge = r.pick([
        " ",
        "a".repeat(10_001),
        `  ${field ? validValue(field, seq) : "x"}  `,
        "0000000000",
        "99999",
        "a@b",
        "-",
        "Select",
      ]);
      return form_(valid.map(([k, v]) => [k, k === name ? edge : v]));
    }
    case "intent":
      // Intents no form has: a real intent of another form (e.g. "generate" on a wizard step)
      // would be a valid post of that form and could store, which the accounting cannot tell.
      return form_(
        valid.map(([k, v]) => [
          k,
          k === INTENT_FIELD ? r.pick(["", "x", "admin", "NEWSLETTER", "../", "<b>", randomString(r)]) : v,
        ]),
      );
    case "oversized": {
      const big = "A".repeat(ONE_MB);
      return form_([...valid, [textual(valid)[0]?.[0] ?? "message", big]]);
    }
    case "content-type": {
      const encoded = encodeBody(valid);
      const variants: FuzzRequest[] = [
        { strategy, body: encoded, contentType: "text/plain" },
        { strategy, body: JSON.stringify(Object.fromEntries(valid)), contentType: "application/json" },
        { strategy, body: encoded, contentType: undefined },
        { strategy, body: encoded, contentType: "multipart/form-data" },
        {
          strategy,
          body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken',
          contentType: "multipart/form-data; boundary=x",
        },
        {
          strategy,
          body: new Uint8Array(Array.from({ length: 512 }, () => r.int(256))),
          contentType: "application/x-www-form-urlencoded",
        },
        { strategy, body: "%E0%A4%A&email=%ZZ&%%%=1&a=%FF%FE", contentType: "application/x-www-form-urlencoded" },
        { strategy, body: encoded, contentType: "application/xml" },
      ];
      return r.pick(variants);
    }
  }
}
