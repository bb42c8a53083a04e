import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, verifications } from "../../db/schema/index.ts";
import { MAIL_JOB } from "../../lib/outbox.ts";
import type { MailMessage } from "../../plugins/mail.ts";
import { cookieHeader, createUser, getCsrf } from "../../test/factories.ts";
import { buildTestApp, INJECT_ORIGIN, type TestApp } from "../../test/harness.ts";
import { outboxSent, sentLink, sentMailsTo } from "../../test/mailbox.ts";
import { suspendUser } from "./suspension.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// No PUBLIC_URL here: the link points at the origin the request came to.
const linkPrefix = () => `${INJECT_ORIGIN}/api/auth/callback/email?`;

async function requestLink(email: string, callbackUrl = "/catalog") {
  const csrf = await getCsrf(t.app);
  return t.app.inject({
    method: "POST",
    url: "/api/auth/signin/email",
    headers: { cookie: csrf.cookie },
    payload: { csrfToken: csrf.csrfToken, email, callbackUrl, json: "true" },
  });
}

/** Follows a link from an e-mail the way a browser would (path and query only). */
function follow(link: string) {
  const url = new URL(link);
  return t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("sign-in link", () => {
  it("is e-mailed, signs in once and redirects to the callback url", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    const res = await requestLink(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `${INJECT_ORIGIN}/auth/verify-request` });

    const link = await sentLink(t, user.email, linkPrefix());
    expect(new URL(link).searchParams.get("callbackUrl")).toBe("/catalog");
    const first = await follow(link);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/catalog");
    const cookie = cookieHeader(first.cookies);
    expect(cookie).toContain("strata.session_token=");
    const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie } });
    expect(session.json().user).toMatchObject({ email: user.email, sub: user.id, role: "standard" });

    const again = await follow(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe("/auth/error?error=Verification");
    expect(again.cookies.find((c) => c.name === "strata.session_token")).toBeUndefined();
  });

  it("stores only a hash of the token", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    await requestLink(user.email);
    const token = tokenOf(await sentLink(t, user.email, linkPrefix()));
    const rows = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, "magic-link:%"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.identifier).not.toContain(token);
  });

  it("answers the same and sends nothing for an unknown or suspended address", async () => {
    const suspended = await createUser(t.database.db, { role: "standard", status: "suspended" });
    for (const email of ["nobody@example.test", suspended.email]) {
      const res = await requestLink(email);
      expect(res.json()).toEqual({ url: `${INJECT_ORIGIN}/auth/verify-request` });
      expect(await sentMailsTo(t, email)).toHaveLength(0);
    }
  });

  it("redirects to error=AccessDenied when the user was suspended after the link was sent", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    await requestLink(user.email);
    const link = await sentLink(t, user.email, linkPrefix());
    await suspendUser({ db: t.database.db, realtime: t.app.realtime, userId: user.id });
    const res = await follow(link);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth/error?error=AccessDenied");
  });

  it("redirects to error=Verification for an unknown or expired token", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    await requestLink(user.email);
    const link = await sentLink(t, user.email, linkPrefix());
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, "magic-link:%"));
    expect((await follow(link)).headers.location).toBe("/auth/error?error=Verification");
    const unknown = await t.app.inject({ url: "/api/auth/callback/email?token=not-a-token&callbackUrl=%2F" });
    expect(unknown.headers.location).toBe("/auth/error?error=Verification");
  });

  it("refuses a link whose callback url was changed to another site, without using it up", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    await requestLink(user.email);
    const link = await sentLink(t, user.email, linkPrefix());
    const tampered = new URL(link);
    tampered.searchParams.set("callbackUrl", "https://evil.example/");
    const res = await follow(tampered.toString());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("INVALID_CALLBACK_URL_ERROR");
    expect((await follow(link)).headers.location).toBe("/catalog");
  });

  it("refuses a request with a callback url on another site", async () => {
    const res = await requestLink("someone@example.test", "https://evil.example/");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("INVALID_CALLBACK_URL_ERROR");
  });
});

describe("main-app sign-in link calls", () => {
  it("request-token e-mails a link; validate reads it without using it up", async () => {
    const user = await createUser(t.database.db, { role: "premium" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/email/request-token",
      payload: { email: user.email, requestedFrom: "/data/catalog" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const link = await sentLink(t, user.email, linkPrefix());
    expect(new URL(link).searchParams.get("callbackUrl")).toBe("/data/catalog");

    const validate = () =>
      t.app.inject({ method: "POST", url: "/api/auth/email/validate", payload: { token: tokenOf(link) } });
    expect((await validate()).json()).toEqual({ valid: true, email: user.email });
    expect((await validate()).statusCode).toBe(200);

    expect((await follow(link)).headers.location).toBe("/data/catalog");
    const used = await validate();
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toEqual({
      code: "TOKEN_INVALID",
      message: "The token has expired or has already been used.",
    });
  });

  it("request-token answers ok for an unknown address and 400 for a malformed one", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/email/request-token",
      payload: { email: "nobody@example.test", requestedFrom: "/" },
    });
    expect(unknown.json()).toEqual({ ok: true });
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/auth/email/request-token",
      payload: { email: "not-an-address" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/^body\.email/);
  });

  it("validate refuses an unknown token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/email/validate",
      payload: { token: "nope" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("TOKEN_INVALID");
  });
});

describe("when the mail cannot be sent", () => {
  let broken: TestApp;
  let smtpDown = true;
  const delivered: MailMessage[] = [];
  beforeAll(async () => {
    broken = await buildTestApp({
      mailer: {
        send: async (message) => {
          if (smtpDown) throw new Error("SMTP server unreachable");
          delivered.push(message);
        },
      },
    });
  });
  afterAll(() => broken.close());

  it("signin/email and request-token answer ok: the link waits in the outbox and is sent once SMTP is back", async () => {
    const user = await createUser(broken.database.db, { role: "basic" });
    const csrf = await getCsrf(broken.app);
    const res = await broken.app.inject({
      method: "POST",
      url: "/api/auth/signin/email",
      headers: { cookie: csrf.cookie },
      payload: { csrfToken: csrf.csrfToken, email: user.email, callbackUrl: "/", json: "true" },
    });
    expect(res.json().url).not.toMatch(/error=/);
    const api = await broken.app.inject({
      method: "POST",
      url: "/api/auth/email/request-token",
      payload: { email: user.email, requestedFrom: "/" },
    });
    expect(api.json()).toEqual({ ok: true });

    // Each try fails while the server is away; the jobs wait for their retry.
    const tried = async () => {
      await broken.app.jobs.drain();
      const rows = await broken.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload}->>'to' = ${user.email}`));
      return rows.filter((job) => job.status === "queued" && job.error === "SMTP server unreachable").length;
    };
    for (let look = 0; look < 100 && (await tried()) < 2; look++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await tried()).toBe(2);
    expect(delivered).toEqual([]);

    smtpDown = false;
    await broken.app.jobs.bringForward([MAIL_JOB]);
    await outboxSent(broken);
    const links = delivered.filter((m) => m.to === user.email).map((m) => m.link);
    expect(links).toHaveLength(2);
    expect(links.every((link) => link?.startsWith(`${INJECT_ORIGIN}/api/auth/callback/email?`))).toBe(true);
  });

  it("password/forgot still answers ok", async () => {
    const user = await createUser(broken.database.db, { role: "basic" });
    const res = await broken.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      payload: { email: user.email },
    });
    expect(res.json()).toEqual({ ok: true });
  });
});
