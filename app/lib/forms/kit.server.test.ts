import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { clientHashSalt, hashClient, MAX_BODY_BYTES, readFormData, stripUnsafeChars } from "./kit.server";

/** A chunked body (no Content-Length) of `chunks` × 16 KB; counts how many chunks were pulled. */
function chunkedRequest(chunks: number) {
  const counter = { pulled: 0 };
  const chunk = new TextEncoder().encode(`a=${"x".repeat(16 * 1024 - 2)}`);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= chunks) return controller.close();
      counter.pulled += 1;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("https://studysaathi.in/contact", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    duplex: "half",
  } as RequestInit);
  return { request, counter };
}

describe("readFormData", () => {
  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const { request, counter } = chunkedRequest(1000);
    expect(await readFormData(request)).toBeUndefined();
    expect(counter.pulled * 16 * 1024).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * 16 * 1024);
  });
  it("reads a chunked body under the limit", async () => {
    const { request } = chunkedRequest(2);
    const data = await readFormData(request);
    expect(String(data?.get("a")).length).toBeGreaterThan(16_000);
  });
});

describe("client hash salt", () => {
  const context = (env: Record<string, string>) => ({ env, clientAddress: "203.0.113.1" }) as unknown as AppLoadContext;
  it("uses the deployment's secret", async () => {
    const a = await hashClient(context({ CLIENT_HASH_SALT: "one" }));
    const b = await hashClient(context({ CLIENT_HASH_SALT: "two" }));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });
  it("refuses the public default when ENVIRONMENT=production", async () => {
    expect(() => clientHashSalt({ ENVIRONMENT: "production" } as never)).toThrow(/CLIENT_HASH_SALT/);
    await expect(hashClient(context({ ENVIRONMENT: "production" }))).rejects.toThrow();
    expect(clientHashSalt({ ENVIRONMENT: "production", CLIENT_HASH_SALT: "s" } as never)).toBe("s");
    expect(clientHashSalt({} as never)).toBeTruthy();
  });
});

describe("stripUnsafeChars", () => {
  it("removes control characters and bidi overrides from every string, keeps tabs and line breaks", () => {
    expect(
      stripUnsafeChars({
        name: "A\u202eB\u0000C\u0085",
        list: ["x\u2067y", 3],
        nested: { note: "l1\r\n\tl2\u001b[31m" },
        n: 5,
        flag: true,
      }),
    ).toEqual({ name: "ABC", list: ["xy", 3], nested: { note: "l1\r\n\tl2[31m" }, n: 5, flag: true });
  });
});

describe("server messages", () => {
  it("keeps zod's full English message for a rule without one of its own", () => {
    const fd = new FormData();
    fd.set("note", "abc");
    const submission = parseWithZod(fd, { schema: z.object({ note: z.string().check(z.maxLength(2)) }) });
    expect(submission.status === "error" && submission.error).toEqual({
      note: ["Too big: expected string to have <=2 characters"],
    });
  });
});
