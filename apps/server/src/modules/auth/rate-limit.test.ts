import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, getCsrf } from "../../test/factories.ts";
import { buildTestApp, INJECT_ORIGIN, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, so each test can speak from its own client address.
  t = await buildTestApp({
    env: { TRUST_PROXY: "true", SIGN_IN_LIMIT_PER_ACCOUNT: "5", SIGN_IN_LIMIT_PER_ADDRESS: "12" },
  });
});
afterAll(() => t.close());

/** A credentials sign-in from a given client address (the app trusts X-Forwarded-For from its proxy). */
async function credentialsSignIn(email: string, password: string, address: string) {
  const csrf = await getCsrf(t.app);
  return t.app.inject({
    method: "POST",
    url: "/api/auth/callback/credentials",
    headers: { cookie: csrf.cookie, "x-forwarded-for": address },
    payload: { csrfToken: csrf.csrfToken, email, password, callbackUrl: "/dashboard", json: "true" },
  });
}

describe("sign-in rate limits", () => {
  it("answers 429 once an account has used its attempts", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    for (let i = 0; i < t.config.signInLimits.perAccount; i++) {
      const res = await credentialsSignIn(user.email, "wrong password", "198.51.100.1");
      expect(res.json().url).toContain("error=CredentialsSignin");
    }
    // Even the right password, from another address: the account is locked for the window.
    const res = await credentialsSignIn(user.email, user.password!, "198.51.100.2");
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe("RATE_LIMITED");
    expect(res.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("clears the account's count on a successful sign-in", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const fail = () => credentialsSignIn(user.email, "wrong password", "198.51.100.3");
    for (let i = 0; i < t.config.signInLimits.perAccount - 1; i++) await fail();
    expect((await credentialsSignIn(user.email, user.password!, "198.51.100.3")).json().url).toBe(
      `${INJECT_ORIGIN}/dashboard`,
    );
    for (let i = 0; i < t.config.signInLimits.perAccount - 1; i++)
      expect((await fail()).statusCode).toBe(401);
  });

  it("answers 429 once an address has used its attempts", async () => {
    const address = "198.51.100.4";
    for (let i = 0; i < t.config.signInLimits.perAddress; i++) {
      const res = await credentialsSignIn(`guess-${i}@example.test`, "wrong password", address);
      expect(res.statusCode).toBe(401);
    }
    const res = await credentialsSignIn("one-more@example.test", "wrong password", address);
    expect(res.statusCode).toBe(429);
    const elsewhere = await credentialsSignIn("one-more@example.test", "wrong password", "198.51.100.5");
    expect(elsewhere.statusCode).toBe(401);
  });
});
