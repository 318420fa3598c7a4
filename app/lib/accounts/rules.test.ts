import { describe, expect, it } from "vitest";
import { canCreateAccount, canLogIn, isValidEmail, passwordStrength, strengthMessage, strongEnough } from "./checks";
import { ACCOUNT_MESSAGES } from "./rules";

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

  it("uses the fixed messages", () => {
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

  it("asks for 8 characters at 6 and 7, whatever their mix (boundaries 6, 7)", () => {
    expect(strengthMessage("Ab1cde")).toBe("Use at least 8 characters.");
    expect(strengthMessage("Ab1cdef")).toBe("Use at least 8 characters.");
    expect(strongEnough("Ab1cdef")).toBe(false);
  });

  it("is Strong at 8 characters with an uppercase letter and a digit (boundary 8)", () => {
    expect(passwordStrength("Ab1cdefg")).toBe("strong");
    expect(strengthMessage("Ab1cdefg")).toBe("Strong password ✅");
  });

  it("is Medium at 8+ characters without an uppercase letter or a digit, and Medium does not block", () => {
    expect(strengthMessage("ab1cdefg")).toBe("Medium (add uppercase & numbers)");
    expect(strengthMessage("Abcdefgh")).toBe("Medium (add uppercase & numbers)");
    expect(strongEnough("Abcdefgh")).toBe(true);
  });

  it("is Strong for a passphrase of 15+ characters without capitals or digits (no composition rule)", () => {
    expect(strengthMessage("kite flying over")).toBe("Strong password ✅");
    expect(strengthMessage("abcdefghijklmn")).toBe("Medium (add uppercase & numbers)");
  });
});

describe("button rules", () => {
  const ok = {
    fullName: "Asha Rao",
    email: "asha@example.in",
    password: "Saathi-Kite42",
    confirmPassword: "Saathi-Kite42",
  };

  it("Create Account needs every field, a valid e-mail, matching passwords of 8+ characters", () => {
    expect(canCreateAccount(ok)).toBe(true);
    expect(canCreateAccount({ ...ok, fullName: "  " })).toBe(false);
    expect(canCreateAccount({ ...ok, email: "asha@example" })).toBe(false);
    expect(canCreateAccount({ ...ok, confirmPassword: "Secret13" })).toBe(false);
    expect(canCreateAccount({ ...ok, password: "secret12", confirmPassword: "secret12" })).toBe(true);
    expect(canCreateAccount({ ...ok, password: "Secret1", confirmPassword: "Secret1" })).toBe(false);
    expect(canCreateAccount({ ...ok, confirmPassword: "" })).toBe(false);
  });

  it("Log In needs both fields filled without errors", () => {
    expect(canLogIn({ email: "asha@example.in", password: "123456" })).toBe(true);
    expect(canLogIn({ email: "asha@example.in", password: "12345" })).toBe(false);
    expect(canLogIn({ email: "asha.example.in", password: "123456" })).toBe(false);
    expect(canLogIn({})).toBe(false);
  });
});
