import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, getCsrf } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { sentLink } from "../../test/mailbox.ts";

/** A request that came to the portal as http://127.0.0.1:3000 (another name than PUBLIC_URL's). */
const HOST = "127.0.0.1:3000";
const REQUEST_ORIGIN = `http://${HOST}`;
const PUBLIC_ORIGIN = "https://portal.example";

async function requestLink(
  t: TestApp,
  email: string,
  callbackUrl: string,
  headers: Record<string, string> = {},
) {
  const csrf = await getCsrf(t.app);
  return t.app.inject({
    method: "POST",
    url: "/api/auth/signin/email",
    headers: { host: HOST, cookie: csrf.cookie, ...headers },
    payload: { csrfToken: csrf.csrfToken, email, callbackUrl, json: "true" },
  });
}

describe("with PUBLIC_URL set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: `${PUBLIC_ORIGIN}/` } });
  });
  afterAll(() => t.close());

  it("answers urls on the origin the request came to, and e-mails links on PUBLIC_URL", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    const res = await requestLink(t, user.email, `${REQUEST_ORIGIN}/catalog?type=Seismic_2D`);
    expect(res.json()).toEqual({ url: `${REQUEST_ORIGIN}/auth/verify-request` });
    const link = new URL(await sentLink(t, user.email, `${PUBLIC_ORIGIN}/api/auth/callback/email?`));
    // The link carries only the path: it lands on PUBLIC_URL, where its session cookie is set.
    expect(link.searchParams.get("callbackUrl")).toBe("/catalog?type=Seismic_2D");
  });

  it("accepts an absolute callback url on PUBLIC_URL or on the request's origin, and no other", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    for (const callbackUrl of [`${PUBLIC_ORIGIN}/map`, `${REQUEST_ORIGIN}/map`]) {
      expect((await requestLink(t, user.email, callbackUrl)).statusCode).toBe(200);
    }
    for (const callbackUrl of ["http://localhost:3000/map", "https://evil.example/map"]) {
      const res = await requestLink(t, user.email, callbackUrl);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("INVALID_CALLBACK_URL_ERROR");
    }
  });

  it("e-mails password-reset links on PUBLIC_URL", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      headers: { host: HOST },
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const link = await sentLink(t, user.email, `${PUBLIC_ORIGIN}/auth/reset-password?`);
    expect(new URL(link).searchParams.get("token")).toBeTruthy();
  });

  it("lists the providers' urls on the origin the request came to", async () => {
    const res = await t.app.inject({ url: "/api/auth/providers", headers: { host: HOST } });
    expect(res.json().credentials.callbackUrl).toBe(`${REQUEST_ORIGIN}/api/auth/callback/credentials`);
  });
});

describe("with PUBLIC_URL unset", () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    proxied = await buildTestApp({ env: { TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it("e-mails sign-in and password-reset links on the origin the request came to", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    await requestLink(t, user.email, "/dashboard");
    await expect(sentLink(t, user.email, `${REQUEST_ORIGIN}/api/auth/callback/email?`)).resolves.toContain(
      "callbackUrl=%2Fdashboard",
    );
    await t.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      headers: { host: HOST },
      payload: { email: user.email },
    });
    await expect(sentLink(t, user.email, `${REQUEST_ORIGIN}/auth/reset-password?`)).resolves.toContain(
      "token=",
    );
  });

  it("reads X-Forwarded-Host and -Proto for links only from a trusted proxy", async () => {
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "portal.example" };
    const viaProxy = await createUser(proxied.database.db, { role: "standard" });
    const res = await requestLink(proxied, viaProxy.email, "/", forwarded);
    expect(res.json()).toEqual({ url: `${PUBLIC_ORIGIN}/auth/verify-request` });
    await expect(
      sentLink(proxied, viaProxy.email, `${PUBLIC_ORIGIN}/api/auth/callback/email?`),
    ).resolves.toContain("token=");

    const direct = await createUser(t.database.db, { role: "standard" });
    const ignored = await requestLink(t, direct.email, "/", forwarded);
    expect(ignored.json()).toEqual({ url: `${REQUEST_ORIGIN}/auth/verify-request` });
  });
});
