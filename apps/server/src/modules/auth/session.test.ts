import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { SESSION_EXPIRES_IN_SECONDS } from "./constants.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getSession = (cookie: string) => t.app.inject({ url: "/api/auth/session", headers: { cookie } });

describe("session, providers and log beacon", () => {
  it("extends an ageing session and sends the refreshed cookie", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const cookie = await signIn(t.app, user.email, user.password!);
    const soon = new Date(Date.now() + 3600 * 1000);
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));

    const res = await getSession(cookie);
    expect(new Date(res.json().expires).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect(res.cookies.find((c) => c.name === "strata.session_token")?.maxAge).toBe(
      SESSION_EXPIRES_IN_SECONDS,
    );
  });

  it("answers {} without a session, and for a forged cookie, as next-auth's client expects", async () => {
    expect((await getSession("")).body).toBe("{}");
    expect((await getSession("strata.session_token=forged.signature")).json()).toEqual({});
  });

  it("lets an API request in by its session cookie only while the cookie's signature and the session hold", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const cookie = await signIn(t.app, user.email, user.password!);
    const me = (c: string) => t.app.inject({ url: "/api/users/me", headers: { cookie: c } });
    expect((await me(cookie)).json()).toMatchObject({ user: { email: user.email } });

    // The same token with another signature, or without one, is refused.
    const value = decodeURIComponent(/strata\.session_token=([^;]+)/.exec(cookie)![1]);
    const token = value.slice(0, value.lastIndexOf("."));
    const forged = `strata.session_token=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(`strata.session_token=${token}`)).statusCode).toBe(401);

    // A session past its expiry is refused and its row goes.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("lists the credentials and email providers", async () => {
    const res = await t.app.inject({ url: "/api/auth/providers" });
    expect(res.json()).toMatchObject({
      credentials: { id: "credentials", type: "credentials", name: "Email and password" },
      email: { id: "email", type: "email", name: "Email" },
    });
  });

  it("takes a client log line as JSON or as a form", async () => {
    const json = await t.app.inject({
      method: "POST",
      url: "/api/auth/_log",
      payload: { level: "error", code: "CLIENT_FETCH_ERROR", details: { url: "/api/auth/session" } },
    });
    expect(json.statusCode).toBe(200);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/_log",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "level=warn&code=SOMETHING",
    });
    expect(form.statusCode).toBe(200);
    const bad = await t.app.inject({ method: "POST", url: "/api/auth/_log", payload: { level: "loud" } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("in production", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({
      env: { NODE_ENV: "production", AUTH_SECRET: "a-production-secret-of-at-least-32-chars" },
    });
  });
  afterAll(() => prod.close());

  it("sets Secure, prefixed CSRF and session cookies that still sign in", async () => {
    const user = await createUser(prod.database.db, { role: "basic" });
    const cookie = await signIn(prod.app, user.email, user.password!);
    expect(cookie).toMatch(/__Host-strata\.csrf-token=/);
    expect(cookie).toMatch(/__Secure-strata\.session_token=/);
    const res = await prod.app.inject({ url: "/api/auth/session", headers: { cookie } });
    expect(res.json().user.sub).toBe(user.id);
  });
});
