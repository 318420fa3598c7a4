import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { EMAIL_PATTERN, LIMITS, tooLongMessage } from "./field-rules";
import {
  emailField,
  indianMobileField,
  listOf,
  numberField,
  optionalText,
  requiredCheckbox,
  requiredText,
} from "./validation";

/** The messages zod reports for `value` (empty when valid). */
function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("emailField", () => {
  const field = emailField("Please enter a valid email.", { required: "Please enter your email." });

  it("accepts text@text.text and trims it", () => {
    expect(field.parse("  a@b.in ")).toBe("a@b.in");
  });

  it("refuses a missing value with the required message, a malformed one with the message", () => {
    expect(messages(field, undefined)).toEqual(["Please enter your email."]);
    for (const bad of ["a@b", "ab.in", "a b@c.in", "@b.in"])
      expect(messages(field, bad)).toContain("Please enter a valid email.");
  });

  it("refuses an address longer than LIMITS.email", () => {
    const long = `${"a".repeat(LIMITS.email)}@b.in`;
    expect(messages(field, long)).toContain("Please enter a valid email.");
    expect(messages(emailField("bad", { tooLong: "too long" }), long)).toContain("too long");
  });

  it("takes a form's own shape check when given one", () => {
    const account = emailField("Invalid", { valid: (v) => v.includes("@") && v.includes(".") });
    expect(messages(account, "a@b")).toEqual(["Invalid"]);
    expect(messages(account, "a.b@c")).toEqual([]);
    expect(EMAIL_PATTERN.test("a.b@c")).toBe(false);
  });
});

describe("indianMobileField", () => {
  const field = indianMobileField("Phone number must be 10 digits", { required: "Phone number is required" });

  it("accepts exactly 10 digits", () => {
    expect(field.parse(" 9876543210 ")).toBe("9876543210");
  });

  it("refuses other lengths and non-digits", () => {
    expect(messages(field, undefined)).toEqual(["Phone number is required"]);
    for (const bad of ["98765", "98765432101", "98765-43210", "+919876543210"]) {
      expect(messages(field, bad)).toEqual(["Phone number must be 10 digits"]);
    }
  });
});

describe("requiredText and optionalText", () => {
  it("requiredText refuses blank and over-long text", () => {
    const field = requiredText(5, "Please enter your name.");
    expect(field.parse(" Asha ")).toBe("Asha");
    expect(messages(field, undefined)).toEqual(["Please enter your name."]);
    expect(messages(field, "   ")).toEqual(["Please enter your name."]);
    expect(messages(field, "abcdef")).toEqual([tooLongMessage(5)]);
    expect(messages(requiredText(5, "x", "Name must be at most 5 characters"), "abcdef")).toEqual([
      "Name must be at most 5 characters",
    ]);
  });

  it("optionalText allows nothing and refuses over-long text", () => {
    const field = optionalText(3);
    expect(field.parse(undefined)).toBeUndefined();
    expect(messages(field, "abcd")).toEqual([tooLongMessage(3)]);
  });
});

describe("numberField", () => {
  const field = numberField(z.number({ error: "Please enter a number." }).check(z.int("Whole, please."), z.gte(1)));

  it("turns posted text into a number and checks it", () => {
    expect(field.parse(" 3 ")).toBe(3);
    expect(field.parse(4)).toBe(4);
    expect(messages(field, "1.5")).toEqual(["Whole, please."]);
  });

  it("refuses missing, blank and non-numeric text with the number's message (blank is not 0)", () => {
    for (const bad of [undefined, " ", "abc"]) expect(messages(field, bad)).toEqual(["Please enter a number."]);
  });

  it("reports a check without a message of its own with the number's message", () => {
    expect(messages(field, "0")).toEqual(["Please enter a number."]);
  });
});

describe("listOf", () => {
  const field = listOf(z.string().check(z.maxLength(3, "Too long.")), "Pick some.").check(z.minLength(2, "Pick two."));

  it("makes one posted value, or none, a list", () => {
    expect(field.parse(["a", "b"])).toEqual(["a", "b"]);
    expect(messages(field, "a")).toEqual(["Pick two."]);
    expect(messages(field, undefined)).toEqual(["Pick two."]);
  });

  it("checks every entry", () => {
    expect(messages(field, ["a", "long"])).toEqual(["Too long."]);
  });
});

describe("requiredCheckbox", () => {
  it("is true when ticked, the message otherwise", () => {
    const field = requiredCheckbox("Please agree.");
    expect(field.parse("on")).toBe(true);
    for (const bad of [undefined, "off", "true"]) expect(messages(field, bad)).toEqual(["Please agree."]);
  });
});
