import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, getCsrf, signIn } from "../test/factories.ts";
import { buildTestApp, INJECT_ORIGIN, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const changePassword = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/users/change-password",
    headers: { cookie, ...headers },
    payload: { currentPassword: "correct horse battery staple", newPassword: "attacker-chosen-password" },
  });

const expectCrossSiteRefusal = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ error: { code: "CROSS_SITE_REQUEST", message: expect.any(String) } });
};

describe("state-changing requests from another site", () => {
  it("refuses a JSON request whose Origin is another site, and the password stays", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    const cookie = await signIn(t.app, user.email, user.password!);
    expectCrossSiteRefusal(await changePassword(cookie, { origin: "https://evil.example" }));
    await signIn(t.app, user.email, user.password!);
  });

  it("refuses an opaque origin, another port and another scheme of our host", async () => {
    for (const origin of ["null", "http://localhost:8080", "https://localhost"]) {
      expectCrossSiteRefusal(
        await t.app.inject({
          method: "POST",
          url: "/api/auth/password/forgot",
          headers: { origin },
          payload: { email: "someone@example.test" },
        }),
      );
    }
  });

  it("refuses every state-changing method, on unknown paths too", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const res = await t.app.inject({
        method,
        url: "/api/no-such-thing",
        headers: { origin: "https://evil.example" },
      });
      expectCrossSiteRefusal(res);
    }
  });

  it("refuses a sign-in form posted from another site even with a valid CSRF pair", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const csrf = await getCsrf(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/callback/credentials",
      headers: { cookie: csrf.cookie, origin: "https://evil.example" },
      payload: { csrfToken: csrf.csrfToken, email: user.email, password: user.password!, json: "true" },
    });
    expectCrossSiteRefusal(res);
    expect(res.cookies.find((c) => c.name === "strata.session_token")).toBeUndefined();
  });

  it("refuses Sec-Fetch-Site cross-site and same-site when there is no Origin", async () => {
    for (const site of ["cross-site", "same-site"]) {
      expectCrossSiteRefusal(
        await t.app.inject({
          method: "POST",
          url: "/api/auth/password/forgot",
          headers: { "sec-fetch-site": site },
          payload: { email: "someone@example.test" },
        }),
      );
    }
  });

  it("lets reads from another site through: they change nothing", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/providers",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("state-changing requests from the portal itself", () => {
  it("accepts its own Origin, Sec-Fetch-Site same-origin or none, and a client that sends neither", async () => {
    const cases: Record<string, string>[] = [
      { origin: INJECT_ORIGIN },
      { origin: "http://LOCALHOST:80" },
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const headers of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/password/forgot",
        headers,
        payload: { email: "someone@example.test" },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it("signs in through the auth contract with the page's own Origin", async () => {
    const user = await createUser(t.database.db, { role: "basic" });
    const csrf = await getCsrf(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/callback/credentials",
      headers: { cookie: csrf.cookie, origin: INJECT_ORIGIN, "sec-fetch-site": "same-origin" },
      payload: { csrfToken: csrf.csrfToken, email: user.email, password: user.password!, json: "true" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe(`${INJECT_ORIGIN}/`);
  });
});

describe("behind a proxy", () => {
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ env: { TRUST_PROXY: "true" } });
    direct = await buildTestApp({ env: { PUBLIC_URL: "https://portal.example/" } });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  const forgot = (app: TestApp, headers: Record<string, string>) =>
    app.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      headers,
      payload: { email: "someone@example.test" },
    });
  const forwarded = {
    origin: "https://portal.example",
    "x-forwarded-proto": "https",
    "x-forwarded-host": "portal.example",
  };

  it("reads the origin from X-Forwarded-Proto and -Host only with TRUST_PROXY", async () => {
    expect((await forgot(proxied, forwarded)).statusCode).toBe(200);
    expectCrossSiteRefusal(await forgot(t, forwarded));
  });

  it("accepts PUBLIC_URL's origin whatever Host the request came to", async () => {
    expect((await forgot(direct, { origin: "https://portal.example" })).statusCode).toBe(200);
    expect((await forgot(direct, { origin: INJECT_ORIGIN })).statusCode).toBe(200);
    expectCrossSiteRefusal(await forgot(direct, { origin: "https://portal.example.evil.example" }));
  });
});
