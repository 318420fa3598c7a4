import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { FormSchema } from "~/lib/forms/kit";
import { ForgotPasswordSchema, LoginSchema, OtpSchema, RegisterSchema } from "./schemas";

function errors(schema: FormSchema, fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const submission = parseWithZod(fd, { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

const register = {
  fullName: "Asha Rao",
  email: "asha@example.in",
  password: "Saathi-Kite42",
  confirmPassword: "Saathi-Kite42",
  terms: "on",
};

describe("RegisterSchema", () => {
  it("accepts a complete, strong, matching registration", () => {
    expect(errors(RegisterSchema, register)).toEqual({});
  });

  it("gives the fixed messages", () => {
    expect(errors(RegisterSchema, { ...register, email: "asha@example" }).email).toEqual([
      "Invalid email address. Must contain '@' and '.'",
    ]);
    expect(errors(RegisterSchema, { ...register, password: "Ab1cd", confirmPassword: "Ab1cd" }).password).toEqual([
      "Weak (min 6 characters)",
    ]);
    expect(errors(RegisterSchema, { ...register, password: "Secret1", confirmPassword: "Secret1" }).password).toEqual([
      "Use at least 8 characters.",
    ]);
    // Medium is advice only: no composition rule (a lower-case passphrase is accepted).
    expect(
      errors(RegisterSchema, { ...register, password: "kites over the ghats", confirmPassword: "kites over the ghats" })
        .password,
    ).toBeUndefined();
    expect(errors(RegisterSchema, { ...register, terms: "" }).terms).toEqual([
      "Please accept the Terms of Service and Privacy Policy",
    ]);
  });

  it("reports a mismatch even while other fields are invalid", () => {
    const e = errors(RegisterSchema, { password: "secret", confirmPassword: "secreT" });
    expect(e.confirmPassword).toEqual(["Passwords do not match"]);
    expect(e.fullName).toEqual(["Please enter your full name"]);
  });
});

describe("LoginSchema", () => {
  it("gives the fixed messages and accepts 6 characters", () => {
    const e = errors(LoginSchema, { email: "asha", password: "12345" });
    expect(e.email).toEqual(["Invalid email. Must contain '@' and '.'"]);
    expect(e.password).toEqual(["Password must be at least 6 characters long"]);
    expect(errors(LoginSchema, { email: "asha@example.in", password: "123456" })).toEqual({});
  });
});

describe("OtpSchema and ForgotPasswordSchema", () => {
  it("only six digits pass", () => {
    expect(errors(OtpSchema, { otp: "123456" })).toEqual({});
    expect(errors(OtpSchema, { otp: "12345" }).otp).toEqual(["Invalid OTP. Try again."]);
    expect(errors(OtpSchema, { otp: "1234567" }).otp).toEqual(["Invalid OTP. Try again."]);
  });

  it("forgot password uses the e-mail rule", () => {
    expect(errors(ForgotPasswordSchema, { email: "" }).email).toEqual([
      "Invalid email address. Must contain '@' and '.'",
    ]);
    expect(errors(ForgotPasswordSchema, { email: "asha@example.in" })).toEqual({});
  });
});
