import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createOrganisation, createUser, getCsrf, signIn } from "../../test/factories.ts";
import { buildTestApp, INJECT_ORIGIN, type TestApp } from "../../test/harness.ts";
import { suspendUser } from "./suspension.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Posts the credentials form as next-auth's client does, from its own client address. */
async function postCredentials(
  fields: Record<string, string>,
  opts: { cookie?: string; address?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/callback/credentials",
    headers: { cookie: opts.cookie ?? "", "x-forwarded-for": opts.address ?? "192.0.2.1" },
    payload: { json: "true", ...fields },
  });
}

async function credentialsSignIn(email: string, password: string, address?: string) {
  const csrf = await getCsrf(t.app);
  return postCredentials(
    { csrfToken: csrf.csrfToken, email, password, callbackUrl: "/dashboard" },
    { cookie: csrf.cookie, address },
  );
}

const getSession = (cookie: string) => t.app.inject({ url: "/api/auth/session", headers: { cookie } });

describe("credentials sign-in", () => {
  it("sets an HttpOnly session cookie and answers the absolute callback url", async () => {
    const user = await createUser(t.database.db, { role: "premium", isPrimary: true, addOns: ["mbr"] });
    const res = await credentialsSignIn(user.email, user.password!);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `${INJECT_ORIGIN}/dashboard` });
    const session = res.cookies.find((c) => c.name === "strata.session_token");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  });

  it("makes GET session answer the user with role, add-ons, primary flag, expiry and id", async () => {
    const user = await createUser(t.database.db, { role: "premium", isPrimary: true, addOns: ["mbr"] });
    const cookie = await signIn(t.app, user.email, user.password!);

    const res = await getSession(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      name: user.name,
      email: user.email,
      image: null,
      role: "premium",
      addOnsType: ["mbr"],
      isPrimary: true,
      isExpired: false,
      sub: user.id,
    });
    const expires = new Date(body.expires).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  it("accepts the e-mail address in any letter case", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    const res = await credentialsSignIn(user.email.toUpperCase(), user.password!);
    expect(res.json()).toEqual({ url: `${INJECT_ORIGIN}/dashboard` });
  });

  it("marks a customer of an expired subscription as expired, but never staff", async () => {
    const expiredOrg = await createOrganisation(t.database.db, {
      tier: "basic",
      subscriptionStatus: "expired",
    });
    const lapsedOrg = await createOrganisation(t.database.db, {
      tier: "standard",
      subscriptionExpiresAt: new Date(Date.now() - 1000),
    });
    const expired = await createUser(t.database.db, { role: "basic", organisationId: expiredOrg.id });
    const lapsed = await createUser(t.database.db, { role: "standard", organisationId: lapsedOrg.id });
    const staff = await createUser(t.database.db, { role: "admin" });

    for (const [user, isExpired] of [
      [expired, true],
      [lapsed, true],
      [staff, false],
    ] as const) {
      const res = await getSession(await signIn(t.app, user.email, user.password!));
      expect(res.json().user.isExpired).toBe(isExpired);
    }
  });

  it("answers 401 error=CredentialsSignin for a wrong password, an unknown address and an invited user", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const invited = await createUser(t.database.db, { role: "basic", status: "invited" });
    for (const [email, password] of [
      [user.email, "not the password"],
      ["nobody@example.test", "whatever-password"],
      [invited.email, "whatever-password"],
    ]) {
      const res = await credentialsSignIn(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        url: `${INJECT_ORIGIN}/auth/signin?error=CredentialsSignin&callbackUrl=${encodeURIComponent(`${INJECT_ORIGIN}/dashboard`)}`,
      });
      expect(res.cookies.find((c) => c.name === "strata.session_token")).toBeUndefined();
    }
  });

  it("answers 403 error=AccessDenied for a suspended user with the right password, and 401 CredentialsSignin with a wrong one", async () => {
    const user = await createUser(t.database.db, { role: "standard", status: "suspended" });
    const denied = await credentialsSignIn(user.email, user.password!);
    expect(denied.statusCode).toBe(403);
    expect(new URL(denied.json().url).searchParams.get("error")).toBe("AccessDenied");
    const wrong = await credentialsSignIn(user.email, "wrong password");
    expect(wrong.statusCode).toBe(401);
    expect(new URL(wrong.json().url).searchParams.get("error")).toBe("CredentialsSignin");
  });

  it("ends the session of a user who gets suspended at once", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    const cookie = await signIn(t.app, user.email, user.password!);
    expect((await getSession(cookie)).json().user.email).toBe(user.email);

    await suspendUser({ db: t.database.db, realtime: t.app.realtime, userId: user.id });

    const session = await getSession(cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({});
    const me = await t.app.inject({ url: "/api/users/me", headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe("UNAUTHENTICATED");
  });
});

describe("malformed sign-in requests", () => {
  it("refuses a missing, a wrong and a cookie-less CSRF token with 403", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const csrf = await getCsrf(t.app);
    const other = await getCsrf(t.app);
    const cases: { cookie: string; fields: Record<string, string> }[] = [
      { cookie: csrf.cookie, fields: {} },
      { cookie: csrf.cookie, fields: { csrfToken: other.csrfToken } },
      { cookie: "", fields: { csrfToken: csrf.csrfToken } },
      // A cookie whose signature does not match its token is forged.
      {
        cookie: `strata.csrf-token=${csrf.csrfToken}|${"0".repeat(64)}`,
        fields: { csrfToken: csrf.csrfToken },
      },
    ];
    for (const { cookie, fields } of cases) {
      const res = await postCredentials(
        { email: user.email, password: user.password!, ...fields },
        { cookie },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("CSRF_TOKEN_INVALID");
    }
  });

  it("gives the same CSRF token again while its cookie is valid", async () => {
    const first = await getCsrf(t.app);
    const second = await getCsrf(t.app, first.cookie);
    expect(second.csrfToken).toBe(first.csrfToken);
  });

  it("names the missing field of a malformed body", async () => {
    const csrf = await getCsrf(t.app);
    const res = await postCredentials(
      { csrfToken: csrf.csrfToken, email: "someone@example.test" },
      { cookie: csrf.cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_FAILED");
    expect(res.json().error.message).toMatch(/^body\.password/);
  });

  it("refuses an unknown provider with 404 UNKNOWN_PROVIDER", async () => {
    const csrf = await getCsrf(t.app);
    for (const url of ["/api/auth/callback/github", "/api/auth/signin/credentials"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { cookie: csrf.cookie },
        payload: { csrfToken: csrf.csrfToken, json: "true", email: "a@example.test", password: "x" },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("UNKNOWN_PROVIDER");
    }
  });

  it("refuses a callback url on another site with 400 INVALID_CALLBACK_URL_ERROR", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const csrf = await getCsrf(t.app);
    for (const callbackUrl of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"]) {
      const res = await postCredentials(
        { csrfToken: csrf.csrfToken, email: user.email, password: user.password!, callbackUrl },
        { cookie: csrf.cookie },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("INVALID_CALLBACK_URL_ERROR");
    }
  });

  it("accepts an absolute callback url on the origin the request came to, and answers it", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const csrf = await getCsrf(t.app);
    const res = await postCredentials(
      {
        csrfToken: csrf.csrfToken,
        email: user.email,
        password: user.password!,
        callbackUrl: `${INJECT_ORIGIN}/catalog?x=1`,
      },
      { cookie: csrf.cookie },
    );
    expect(res.json()).toEqual({ url: `${INJECT_ORIGIN}/catalog?x=1` });
  });
});

describe("sign-out", () => {
  it("deletes the session, clears the cookie and answers the callback url", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const cookie = await signIn(t.app, user.email, user.password!);
    const csrf = await getCsrf(t.app, cookie);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: { cookie: csrf.cookie },
      payload: { csrfToken: csrf.csrfToken, callbackUrl: "/auth/signin", json: "true" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `${INJECT_ORIGIN}/auth/signin` });
    expect(res.cookies.find((c) => c.name === "strata.session_token")?.value).toBe("");

    // The old cookie no longer works even if the browser kept it.
    expect((await getSession(cookie)).json()).toEqual({});
    expect(cookieHeader(res.cookies, cookie)).not.toContain("strata.session_token");
  });

  it("refuses a sign-out without the CSRF token", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const cookie = await signIn(t.app, user.email, user.password!);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: { cookie },
      payload: { json: "true" },
    });
    expect(res.statusCode).toBe(403);
    expect((await getSession(cookie)).json().user.email).toBe(user.email);
  });
});
