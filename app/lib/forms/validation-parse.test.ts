import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { optionalText, requiredText } from "./validation";

const Schema = z.object({
  name: requiredText(20, "Please enter your name."),
  note: optionalText(5),
  group: z.prefault(z.object({ city: optionalText(10) }), {}),
  tags: z.optional(z.array(z.string().check(z.maxLength(2, "Short tags only.")))),
});

function form(entries: Array<[string, string]>) {
  const fd = new FormData();
  for (const [name, value] of entries) fd.append(name, value);
  return fd;
}

describe("parseWithZod with the field builders", () => {
  it("gives the parsed value on success (an empty field is missing)", () => {
    const submission = parseWithZod(
      form([
        ["name", " Asha "],
        ["note", ""],
        ["group.city", "Pune"],
      ]),
      { schema: Schema },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ name: "Asha", group: { city: "Pune" } });
  });

  it("reports each message under Conform's field name and keeps the input", () => {
    const submission = parseWithZod(
      form([
        ["name", ""],
        ["note", "too long"],
        ["group.city", "x".repeat(11)],
        ["tags", "ok"],
        ["tags", "long"],
      ]),
      { schema: Schema },
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error).toEqual({
      name: ["Please enter your name."],
      note: ["Please keep this under 5 characters."],
      "group.city": ["Please keep this under 10 characters."],
      "tags[1]": ["Short tags only."],
    });
    expect(reply.initialValue).toMatchObject({ note: "too long", tags: ["ok", "long"] });
  });

  it("puts an object-level message on the form (name '')", () => {
    const Match = z.object({ a: z.string(), b: z.string() }).check(z.refine((v) => v.a === v.b, "They differ."));
    const submission = parseWithZod(
      form([
        ["a", "1"],
        ["b", "2"],
      ]),
      { schema: Match },
    );
    expect(submission.status === "error" && submission.error).toEqual({ "": ["They differ."] });
  });
});
