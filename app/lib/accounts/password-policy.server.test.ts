import { describe, expect, it } from "vitest";
import { newPasswordProblem, PASSWORD_POLICY_MESSAGES as M, PWNED_RANGE_URL } from "./password-policy.server";

describe("new password policy", () => {
  it("needs 8 to 128 characters and says why", async () => {
    expect(await newPasswordProblem({}, "Abcde1")).toBe(M.tooShort);
    expect(await newPasswordProblem({}, "a".repeat(129))).toBe(M.tooLong);
    expect(await newPasswordProblem({}, "correct horse battery staple")).toBeUndefined();
  });

  it("has no composition rule: a long lower-case passphrase is fine", async () => {
    expect(await newPasswordProblem({}, "ilikewalkingbythesearivers")).toBeUndefined();
  });

  it("refuses common breached passwords, whatever their case", async () => {
    expect(await newPasswordProblem({}, "Password1")).toBe(M.breached);
    expect(await newPasswordProblem({}, "BASEBALL")).toBe(M.breached);
    // Near the end of the top 100 000 of the source list.
    expect(await newPasswordProblem({}, "03062002")).toBe(M.breached);
  });

  it("asks the range API only when configured, sending 5 hex digits of the SHA-1", async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      // SHA-1("Sunlit-Orchard-Lantern") = AB129 0A52C…: its suffix is answered as seen in breaches.
      return new Response("08A73DBE8AF68E7C0F33E3C8C3E1C8C1E6F:2\r\n0A52CAF40CD4C721385E298FD471804D460:3821");
    }) as unknown as typeof fetch;
    expect(await newPasswordProblem({}, "Sunlit-Orchard-Lantern", fetcher)).toBeUndefined();
    expect(asked).toEqual([]);
    expect(await newPasswordProblem({ PWNED_PASSWORDS_CHECK: "on" }, "Sunlit-Orchard-Lantern", fetcher)).toBe(
      M.breached,
    );
    expect(asked).toEqual([`${PWNED_RANGE_URL}AB129`]);
  });

  it("an unreachable range API lets the password through", async () => {
    const down = (async () => {
      throw new Error("offline");
    }) as unknown as typeof fetch;
    expect(await newPasswordProblem({ PWNED_PASSWORDS_CHECK: "on" }, "Sunlit-Orchard-Lantern", down)).toBeUndefined();
  });
});
