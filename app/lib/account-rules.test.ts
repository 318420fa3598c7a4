import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MESSAGES,
  canCreateAccount,
  canLogIn,
  isValidEmail,
  passwordStrength,
  strengthMessage,
} from "./account-rules";

describe("e-mail rule", () => {
  it.each([
    ["asha@example.in", true],
    ["a@b.c", true],
    ["asha.example.in", false], // no '@'
    ["asha@example", false], // no '.'
    ["", false],
  ])("%s → %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it("uses the spec's messages", () => {
    expect(ACCOUNT_MESSAGES.registerEmail).toBe("Invalid email address. Must contain '@' and '.'");
    expect(ACCOUNT_MESSAGES.loginEmail).toBe("Invalid email. Must contain '@' and '.'");
  });
});

describe("password strength", () => {
  it("is Weak under 6 characters, even with uppercase and digits (boundary 5)", () => {
    expect(passwordStrength("")).toBe("weak");
    expect(passwordStrength("Ab1cd")).toBe("weak");
    expect(strengthMessage("Ab1cd")).toBe("Weak (min 6 characters)");
  });

  it("is Strong at exactly 6 characters with an uppercase letter and a digit (boundary 6)", () => {
    expect(passwordStrength("Ab1cde")).toBe("strong");
    expect(strengthMessage("Ab1cde")).toBe("Strong password ✅");
  });

  it("is Medium at 6+ characters without an uppercase letter", () => {
    expect(strengthMessage("ab1cde")).toBe("Medium (add uppercase & numbers)");
  });

  it("is Medium at 6+ characters without a digit", () => {
    expect(strengthMessage("Abcdef")).toBe("Medium (add uppercase & numbers)");
    expect(strengthMessage("abcdefghij")).toBe("Medium (add uppercase & numbers)");
  });
});

describe("button rules", () => {
  const ok = {
    fullName: "Asha Rao",
    email: "asha@example.in",
    password: "Saathi-Kite42",
    confirmPassword: "Saathi-Kite42",
  };

  it("Create Account needs every field, a valid e-mail, matching and strong passwords", () => {
    expect(canCreateAccount(ok)).toBe(true);
    expect(canCreateAccount({ ...ok, fullName: "  " })).toBe(false);
    expect(canCreateAccount({ ...ok, email: "asha@example" })).toBe(false);
    expect(canCreateAccount({ ...ok, confirmPassword: "Secret13" })).toBe(false);
    expect(canCreateAccount({ ...ok, password: "secret12", confirmPassword: "secret12" })).toBe(false);
    expect(canCreateAccount({ ...ok, confirmPassword: "" })).toBe(false);
  });

  it("Log In needs both fields filled without errors", () => {
    expect(canLogIn({ email: "asha@example.in", password: "123456" })).toBe(true);
    expect(canLogIn({ email: "asha@example.in", password: "12345" })).toBe(false);
    expect(canLogIn({ email: "asha.example.in", password: "123456" })).toBe(false);
    expect(canLogIn({})).toBe(false);
  });
});
