import { SIGN_IN_LIMITED_ERROR } from "@strata/core";
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema/index.ts";
import { createUser, getCsrf } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { sentMailsTo } from "../../test/mailbox.ts";

const PER_ACCOUNT_ADDRESS = 3;
const PER_ADDRESS = 5;
const LOCK_SECONDS = 60;

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, so each test can speak from its own client address.
  t = await buildTestApp({
    env: {
      TRUST_PROXY: "true",
      SIGN_IN_LIMIT_PER_ACCOUNT_ADDRESS: String(PER_ACCOUNT_ADDRESS),
      SIGN_IN_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
      SIGN_IN_LOCK_SECONDS: String(LOCK_SECONDS),
      SIGN_IN_LOCK_MAX_SECONDS: "3600",
      SIGN_IN_MAIL_LIMIT_PER_ACCOUNT: "2",
      SIGN_IN_MAIL_LIMIT_PER_ADDRESS: "4",
    },
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

/** The `error` value of a next-auth answer, or null for a sign-in that went through. */
const errorOf = (res: { json(): { url: string } }) =>
  new URL(res.json().url, "http://portal.test").searchParams.get("error");

/** Ends the locks of keys like `pattern`, as if their time had passed. */
async function waitLocksOut(pattern: string) {
  await t.database.db
    .update(rateLimits)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(like(rateLimits.key, pattern));
}

describe("password sign-in limits", () => {
  it("ten wrong passwords from one address do not stop the owner signing in from another", async () => {
    const owner = await createUser(t.database.db, { role: "basic" });
    const answers: (string | null)[] = [];
    for (let i = 0; i < 10; i++)
      answers.push(errorOf(await credentialsSignIn(owner.email, "guess", "203.0.113.1")));
    expect(answers).toEqual([
      ...Array(PER_ACCOUNT_ADDRESS).fill("CredentialsSignin"),
      ...Array(10 - PER_ACCOUNT_ADDRESS).fill(SIGN_IN_LIMITED_ERROR),
    ]);

    const elsewhere = await credentialsSignIn(owner.email, owner.password!, "203.0.113.2");
    expect(elsewhere.statusCode).toBe(200);
    expect(errorOf(elsewhere)).toBeNull();
    expect(elsewhere.cookies.some((c) => c.name === "strata.session_token" && c.value)).toBe(true);
  });

  it("answers a limited attempt as next-auth answers a failed one, with Retry-After, even with the right password", async () => {
    const owner = await createUser(t.database.db, { role: "basic" });
    for (let i = 0; i < PER_ACCOUNT_ADDRESS; i++)
      await credentialsSignIn(owner.email, "guess", "203.0.113.3");
    const res = await credentialsSignIn(owner.email, owner.password!, "203.0.113.3");
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      url: expect.stringMatching(
        new RegExp(
          `/auth/signin\\?error=${SIGN_IN_LIMITED_ERROR}&callbackUrl=http%3A%2F%2F[^&]+%2Fdashboard$`,
        ),
      ),
    });
    expect(res.cookies.find((c) => c.name === "strata.session_token")).toBeUndefined();
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOCK_SECONDS);
  });

  it("doubles the lock with each failure after it", async () => {
    const owner = await createUser(t.database.db, { role: "basic" });
    const address = "203.0.113.4";
    for (let i = 0; i < PER_ACCOUNT_ADDRESS; i++) await credentialsSignIn(owner.email, "guess", address);
    const locks: number[] = [];
    for (let round = 0; round < 3; round++) {
      // Both keys of this address (it reaches its own limit on the way), as if their locks had run out.
      await waitLocksOut(`signin-%${address}`);
      expect(errorOf(await credentialsSignIn(owner.email, "guess", address))).toBe("CredentialsSignin");
      locks.push(Number((await credentialsSignIn(owner.email, "guess", address)).headers["retry-after"]));
    }
    expect(locks[0]).toBeGreaterThan(LOCK_SECONDS);
    expect(locks[0]).toBeLessThanOrEqual(2 * LOCK_SECONDS);
    expect(locks[1]).toBeGreaterThan(2 * LOCK_SECONDS);
    expect(locks[1]).toBeLessThanOrEqual(4 * LOCK_SECONDS);
    expect(locks[2]).toBeGreaterThan(4 * LOCK_SECONDS);
    expect(locks[2]).toBeLessThanOrEqual(8 * LOCK_SECONDS);
  });

  it("forgives an account's failures from an address once it signs in from there", async () => {
    const owner = await createUser(t.database.db, { role: "basic" });
    const address = "203.0.113.5";
    for (let i = 0; i < PER_ACCOUNT_ADDRESS - 1; i++) await credentialsSignIn(owner.email, "typo", address);
    expect(errorOf(await credentialsSignIn(owner.email, owner.password!, address))).toBeNull();
    const after: (string | null)[] = [];
    for (let i = 0; i <= PER_ACCOUNT_ADDRESS; i++)
      after.push(errorOf(await credentialsSignIn(owner.email, "typo", address)));
    expect(after).toEqual([...Array(PER_ACCOUNT_ADDRESS).fill("CredentialsSignin"), SIGN_IN_LIMITED_ERROR]);
  });

  it("locks an address trying many accounts, for every account, and no other address", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const address = "203.0.113.6";
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect(errorOf(await credentialsSignIn(`guess-${i}@example.test`, "guess", address))).toBe(
        "CredentialsSignin",
      );
    }
    expect(errorOf(await credentialsSignIn("one-more@example.test", "guess", address))).toBe(
      SIGN_IN_LIMITED_ERROR,
    );
    expect(errorOf(await credentialsSignIn(user.email, user.password!, address))).toBe(SIGN_IN_LIMITED_ERROR);
    expect(errorOf(await credentialsSignIn("one-more@example.test", "guess", "203.0.113.7"))).toBe(
      "CredentialsSignin",
    );
    expect(errorOf(await credentialsSignIn(user.email, user.password!, "203.0.113.7"))).toBeNull();
  });

  it("lets successful sign-ins from a shared address through without using up its failures", async () => {
    const address = "203.0.113.8";
    for (let i = 0; i <= PER_ADDRESS; i++) {
      const colleague = await createUser(t.database.db, { role: "basic" });
      expect(errorOf(await credentialsSignIn(colleague.email, colleague.password!, address))).toBeNull();
    }
    expect(errorOf(await credentialsSignIn("typo@example.test", "guess", address))).toBe("CredentialsSignin");
  });

  it("lets exactly the allowed number of a burst of parallel guesses through", async () => {
    const owner = await createUser(t.database.db, { role: "basic" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => credentialsSignIn(owner.email, "guess", "203.0.113.9")),
    );
    const errors = answers.map(errorOf);
    expect(errors.filter((e) => e === "CredentialsSignin")).toHaveLength(PER_ACCOUNT_ADDRESS);
    expect(errors.filter((e) => e === SIGN_IN_LIMITED_ERROR)).toHaveLength(10 - PER_ACCOUNT_ADDRESS);
  });
});

describe("sign-in e-mail limits", () => {
  const forgot = (email: string, address: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      headers: { "x-forwarded-for": address },
      payload: { email },
    });
  const requestToken = (email: string, address: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/email/request-token",
      headers: { "x-forwarded-for": address },
      payload: { email, requestedFrom: "/dashboard" },
    });
  async function signInEmail(email: string, address: string) {
    const csrf = await getCsrf(t.app);
    return t.app.inject({
      method: "POST",
      url: "/api/auth/signin/email",
      headers: { cookie: csrf.cookie, "x-forwarded-for": address },
      payload: { csrfToken: csrf.csrfToken, email, callbackUrl: "/dashboard", json: "true" },
    });
  }

  it("a burst of password-reset requests answers ok, sends two e-mails, and leaves password sign-in alone", async () => {
    const owner = await createUser(t.database.db, { role: "standard" });
    for (let i = 0; i < 10; i++) {
      const res = await forgot(owner.email, `198.18.0.${i + 1}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(await sentMailsTo(t, owner.email)).toHaveLength(2);
    expect(errorOf(await credentialsSignIn(owner.email, owner.password!, "198.18.0.1"))).toBeNull();
  });

  it("answers an unknown address and a limited request alike", async () => {
    const owner = await createUser(t.database.db, { role: "standard" });
    const answers = [];
    for (const email of [owner.email, owner.email, owner.email, "nobody-here@example.test"]) {
      answers.push((await requestToken(email, "198.18.1.1")).json());
    }
    expect(answers).toEqual(Array(4).fill({ ok: true }));
    expect(await sentMailsTo(t, owner.email)).toHaveLength(2);
  });

  it("limits sign-in-link requests per address across accounts, answering as when a link was sent", async () => {
    const users = await Promise.all(
      Array.from({ length: 5 }, () => createUser(t.database.db, { role: "standard" })),
    );
    for (const user of users) {
      const res = await signInEmail(user.email, "198.18.2.1");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ url: expect.stringContaining("/auth/verify-request") });
    }
    const sent = await Promise.all(users.map((u) => sentMailsTo(t, u.email)));
    expect(sent.map((m) => m.length)).toEqual([1, 1, 1, 1, 0]);
    // The same account from another address still gets its link.
    await signInEmail(users[4].email, "198.18.2.2");
    expect(await sentMailsTo(t, users[4].email)).toHaveLength(1);
  });
});
