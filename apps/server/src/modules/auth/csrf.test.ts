import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createUser, getCsrf, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CSRF = "strata.csrf-token";
const SESSION = "strata.session_token";

/** One cookie of a Cookie header. */
const cookieOf = (header: string, name: string) =>
  header.split("; ").find((pair) => pair.startsWith(`${name}=`)) ?? "";

const getSession = (cookie: string) => t.app.inject({ url: "/api/auth/session", headers: { cookie } });

const signOut = (cookie: string, csrfToken: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/signout",
    headers: { cookie },
    payload: { csrfToken, json: "true" },
  });

describe("the CSRF token is bound to the session it was issued for", () => {
  it("a token and cookie lifted from one session do not verify with another session's cookie", async () => {
    const attacker = await createUser(t.database.db, { role: "basic" });
    const victim = await createUser(t.database.db, { role: "basic" });
    const attackerPair = await getCsrf(t.app, await signIn(t.app, attacker.email, attacker.password!));
    const victimCookie = await signIn(t.app, victim.email, victim.password!);

    // The attacker plants their own CSRF cookie next to the victim's session and posts its token.
    const planted = `${cookieOf(victimCookie, SESSION)}; ${cookieOf(attackerPair.cookie, CSRF)}`;
    const res = await signOut(planted, attackerPair.csrfToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("CSRF_TOKEN_INVALID");
    expect((await getSession(victimCookie)).json().user.email).toBe(victim.email);

    // The victim's own page gets a token of its session, which works.
    const own = await getCsrf(t.app, victimCookie);
    expect(own.csrfToken).not.toBe(attackerPair.csrfToken);
    expect((await signOut(own.cookie, own.csrfToken)).statusCode).toBe(200);
  });

  it("signing in rotates the token: the one from before no longer verifies", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const anonymous = await getCsrf(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/callback/credentials",
      headers: { cookie: anonymous.cookie },
      payload: { csrfToken: anonymous.csrfToken, email: user.email, password: user.password!, json: "true" },
    });
    expect(res.statusCode).toBe(200);
    const signedIn = cookieHeader(res.cookies, anonymous.cookie);
    expect(cookieOf(signedIn, CSRF)).not.toBe(cookieOf(anonymous.cookie, CSRF));

    // Even with the old CSRF cookie kept next to the new session, the old token is refused.
    const stale = `${cookieOf(signedIn, SESSION)}; ${cookieOf(anonymous.cookie, CSRF)}`;
    expect((await signOut(stale, anonymous.csrfToken)).statusCode).toBe(403);
    expect((await signOut(signedIn, anonymous.csrfToken)).statusCode).toBe(403);

    const fresh = await getCsrf(t.app, signedIn);
    expect(fresh.csrfToken).not.toBe(anonymous.csrfToken);
    expect((await signOut(fresh.cookie, fresh.csrfToken)).statusCode).toBe(200);
  });

  it("signing out rotates the token again, so the signed-in token cannot be replayed afterwards", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const signedIn = await getCsrf(t.app, await signIn(t.app, user.email, user.password!));
    const out = await signOut(signedIn.cookie, signedIn.csrfToken);
    expect(out.statusCode).toBe(200);
    const afterwards = cookieHeader(out.cookies, signedIn.cookie);
    expect(cookieOf(afterwards, SESSION)).toBe("");

    const replay = await t.app.inject({
      method: "POST",
      url: "/api/auth/callback/credentials",
      headers: { cookie: afterwards },
      payload: { csrfToken: signedIn.csrfToken, email: user.email, password: user.password!, json: "true" },
    });
    expect(replay.statusCode).toBe(403);
    expect(replay.json().error.code).toBe("CSRF_TOKEN_INVALID");
  });

  it("a signed-in token is given again while the session is the same, so several tabs share it", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const first = await getCsrf(t.app, await signIn(t.app, user.email, user.password!));
    const second = await getCsrf(t.app, first.cookie);
    expect(second.csrfToken).toBe(first.csrfToken);
  });
});
