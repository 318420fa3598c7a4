import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formatNewsDate } from "~/components/home/cards";
import { heroProgress, wrapIndex } from "~/components/home/hero";
import { slideWidthClasses } from "~/components/ui/carousel";
import type { FormSchema } from "~/lib/forms/kit";
import { CallRequestSchema, NewsletterSchema } from "~/lib/home/schemas";

function errors(schema: FormSchema, fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  const s = parseWithZod(fd, { schema });
  return s.status === "success" ? {} : s.error;
}

describe("newsletter schema", () => {
  it("gives the three fixed messages", () => {
    expect(errors(NewsletterSchema, {})).toEqual({
      email: ["Please enter a valid email."],
      mobile: ["Please enter a valid mobile number."],
      course: ["Please select a valid value."],
    });
    expect(errors(NewsletterSchema, { email: "a@b", mobile: "12345678901", course: "Engineering" })).toEqual({
      email: ["Please enter a valid email."],
      mobile: ["Please enter a valid mobile number."],
      course: ["Please select a valid value."],
    });
  });
  it("accepts a valid entry", () => {
    expect(
      errors(NewsletterSchema, { email: "a@b.in", mobile: "9876543210", course: "Design - UX/UI Design" }),
    ).toEqual({});
  });
});

describe("call-request schema", () => {
  it("requires names, a valid email, a 10-digit phone, a listed level and the privacy box", () => {
    expect(errors(CallRequestSchema, { phone: "98765", level: "Diploma" })).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Please enter a valid email."],
      phone: ["Phone number must be 10 digits"],
      level: ["Please select a level"],
      privacy: ["Please agree to the privacy policy"],
    });
    expect(
      errors(CallRequestSchema, {
        firstName: "A",
        lastName: "B",
        email: "a@b.in",
        phone: "9876543210",
        level: "PhD",
        privacy: "on",
      }),
    ).toEqual({});
  });
});

describe("hero", () => {
  it("wraps the index both ways and scales progress against three", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(5, 0)).toBe(0);
    // One dot per banner: the progress follows the banner count.
    expect(heroProgress(0, 4)).toBe(25);
    expect(heroProgress(2, 4)).toBe(75);
    expect(heroProgress(3, 4)).toBe(100);
    expect(heroProgress(0, 0)).toBe(0);
  });
});

describe("carousel helpers", () => {
  it("maps breakpoints to literal width classes", () => {
    expect(slideWidthClasses(1, { 320: 1, 640: 2, 1024: 3, 1280: 4 })).toBe(
      "*:*:w-full! sm:*:*:w-1/2! lg:*:*:w-1/3! xl:*:*:w-1/4!",
    );
    expect(() => slideWidthClasses(1, { 900: 5 })).toThrow();
  });
  it("formats news dates without a time zone", () => {
    expect(formatNewsDate("2025-09-05")).toBe("5 Sep 2025");
  });
});
