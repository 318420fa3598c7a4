import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const register = {
  intent: "register",
  fullName: "Asha Rao",
  email: "asha@example.in",
  password: "Saathi-Kite42",
  confirmPassword: "Saathi-Kite42",
  terms: "on",
};

async function page(res: Response) {
  const html = await res.text();
  return { status: res.status, html, text: textOf(html) };
}

async function submissionCount() {
  const [row] = await w.rows<{ n: number }>("SELECT COUNT(*) AS n FROM submissions");
  return row.n;
}

describe("pages render without JavaScript", () => {
  it.each([
    [
      "/login",
      ["Your journey to Success", "Email", "Password", "Remember me", "Forgot Password?", "Log In", "Sign up"],
    ],
    ["/register", ["Full Name", "Email Address", "Create Password", "Confirm Password", "Create Account", "Log In"]],
    ["/Forget-Password", ["Restore your Password", "Email Address", "Send Reset Link"]],
    ["/Loginregister", ["Log In", "Create Account", "Forgot Password?"]],
    ["/Loginregister?tab=register", ["Full Name", "Create Password", "Confirm Password", "Terms of Service"]],
  ])("%s", async (path, texts) => {
    const { status, text, headers } = await w.html(path);
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-cache");
    for (const t of texts) expect(text.includes(t) || textOf(text).includes(t)).toBe(true);
    // Parts whose code loads on demand (React.lazy) are still written in place, not streamed behind a script.
    expect(text).not.toMatch(/<template id="B:|<div hidden id="S:/);
  });

  it("login links to /Forget-Password and /register; no button starts disabled", async () => {
    const { text } = await w.html("/login");
    expect(text).toContain('href="/Forget-Password"');
    expect(text).toContain('href="/register"');
    expect(text).toMatch(/<button type="submit"[^>]*>Log In<\/button>/);
    expect(text).not.toMatch(/<button[^>]*\sdisabled(=""|\s|>)/);
  });

  it("/Loginregister?tab=register shows the register form posting to /register", async () => {
    const { text } = await w.html("/Loginregister?tab=register");
    expect(text).toMatch(/<form[^>]*action="\/register"/);
    expect(textOf(text)).toContain("Confirm Password");
    const login = await w.html("/Loginregister");
    expect(login.text).toMatch(/<form[^>]*action="\/login"/);
  });

  it("ships no OTP code (codes are random, per registration)", async () => {
    const { text } = await w.html("/register");
    expect(text).not.toContain("123456");
  });
});

describe("POST /login", () => {
  it("invalid input → 400 with the fixed messages, e-mail kept, password not echoed", async () => {
    const res = await w.post("/login", { intent: "login", email: "asha.example.in", password: "12345" });
    const { status, html, text } = await page(res);
    expect(status).toBe(400);
    expect(text).toContain("Invalid email. Must contain '@' and '.'");
    expect(text).toContain("Password must be at least 6 characters long");
    expect(html).toContain('value="asha.example.in"');
    expect(html).not.toContain('12345"');
    expect(text).not.toContain("Login successful!");
  });

  it("an address without an account → the generic message; nothing stored (full flows: accounts-flow)", async () => {
    const before = await submissionCount();
    const res = await w.post("/login", {
      intent: "login",
      email: "asha@example.in",
      password: "123456",
      remember: "on",
    });
    const { status, text } = await page(res);
    expect(status).toBe(400);
    expect(text).toContain("Incorrect email or password.");
    expect(text).not.toContain("Login successful!");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await submissionCount()).toBe(before);
  });
});

describe("POST /register", () => {
  it("invalid input → 400 with every fixed message, input kept, passwords not echoed", async () => {
    const res = await w.post("/register", {
      intent: "register",
      fullName: "Asha Rao",
      email: "asha@example",
      password: "secret1",
      confirmPassword: "secret2",
    });
    const { status, html, text } = await page(res);
    expect(status).toBe(400);
    expect(text).toContain("Invalid email address. Must contain '@' and '.'");
    expect(text).toContain("Use at least 8 characters.");
    expect(text).toContain("Passwords do not match");
    expect(text).toContain("Please accept the Terms of Service and Privacy Policy");
    expect(html).toContain('value="Asha Rao"');
    expect(html).toContain('value="asha@example"');
    expect(html).not.toContain("secret1");
    expect(html).not.toContain("secret2");
    expect(html).not.toMatch(/<dialog[^>]*open/);
  });

  it("a short password gets the Weak message", async () => {
    const res = await w.post("/register", { ...register, password: "Ab1cd", confirmPassword: "Ab1cd" });
    const { status, text } = await page(res);
    expect(status).toBe(400);
    expect(text).toContain("Weak (min 6 characters)");
  });

  it("valid input → the OTP modal opens; no lead stored (the account is: accounts-flow)", async () => {
    const before = await submissionCount();
    const { status, html, text } = await page(await w.post("/register", register));
    expect(status).toBe(200);
    expect(html).toMatch(/<dialog[^>]*open/);
    // The dialog's code loads on demand (React.lazy): the server still writes it in place, not as a
    // streamed segment that only a script would reveal.
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:/);
    expect(text).toContain("Verify OTP");
    expect(text).toContain("Enter the 6-digit OTP sent to your email");
    expect(html).toMatch(/<input[^>]*maxLength="6"|<input[^>]*maxlength="6"/);
    expect(html).not.toContain("Saathi-Kite42");
    expect(await submissionCount()).toBe(before);
  });
});

describe("OTP", () => {
  it("a code without a pending registration → 400, the modal stays open with 'Invalid OTP. Try again.'", async () => {
    for (const otp of ["000000", "12345", ""]) {
      const { status, html, text } = await page(await w.post("/register", { intent: "otp", otp }));
      expect(status).toBe(400);
      expect(html).toMatch(/<dialog[^>]*open/);
      expect(text).toContain("Invalid OTP. Try again.");
    }
  });
});

describe("POST /Forget-Password", () => {
  it("invalid e-mail → 400 with the message, input kept", async () => {
    const { status, html, text } = await page(
      await w.post("/Forget-Password", { intent: "forgot-password", email: "asha" }),
    );
    expect(status).toBe(400);
    expect(text).toContain("Invalid email address. Must contain '@' and '.'");
    expect(html).toContain('value="asha"');
    expect(text).not.toContain("Email Sent Successfully");
  });

  it("valid e-mail → 'Email Sent Successfully' with Try again and Back to Log In", async () => {
    const { status, html, text } = await page(
      await w.post("/Forget-Password", { intent: "forgot-password", email: "asha@example.in" }),
    );
    expect(status).toBe(200);
    expect(text).toContain("Email Sent Successfully");
    expect(text).toContain("asha@example.in");
    expect(html).toMatch(/<a[^>]*href="\/Forget-Password"[^>]*>Try again<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>Back to Log In<\/a>/);
    expect(text).not.toContain("Send Reset Link");
  });
});

describe("abuse", () => {
  it("a filled honeypot is refused with 400", async () => {
    const res = await w.post("/login", { intent: "login", email: "a@b.in", password: "123456", website: "spam" });
    expect(res.status).toBe(400);
    expect(textOf(await res.text())).not.toContain("Login successful!");
  });
});
