import { describe, expect, it } from "vitest";
import { canonicalPath, PUBLIC_ROUTES } from "./site-routes";

describe("canonicalPath", () => {
  it("leaves canonical and unknown paths alone", () => {
    for (const p of PUBLIC_ROUTES) expect(canonicalPath(p)).toBeUndefined();
    expect(canonicalPath("/nope")).toBeUndefined();
    expect(canonicalPath("/blog/12")).toBeUndefined();
  });
  it("re-cases the canonical spellings", () => {
    expect(canonicalPath("/forget-password")).toBe("/Forget-Password");
    expect(canonicalPath("/FORGET-PASSWORD")).toBe("/Forget-Password");
    expect(canonicalPath("/loginregister")).toBe("/Loginregister");
    expect(canonicalPath("/ielts-acedemic")).toBe("/IELTS-ACEDEMIC");
    expect(canonicalPath("/Blogs")).toBe("/blogs");
    expect(canonicalPath("/Services/visa-assistance")).toBe("/services/visa-assistance");
    expect(canonicalPath("/BLOG/5")).toBe("/blog/5");
  });
  it("lists every route of the route table once", () => {
    expect(new Set(PUBLIC_ROUTES).size).toBe(PUBLIC_ROUTES.length);
    expect(PUBLIC_ROUTES).toHaveLength(27);
  });
});
