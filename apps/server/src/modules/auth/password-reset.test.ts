import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, INJECT_ORIGIN, type TestApp } from "../../test/harness.ts";
import { sentLink, sentMailsTo } from "../../test/mailbox.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/password/forgot", payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/password/reset", payload: { token, password } });

async function resetToken(email: string) {
  const link = await sentLink(t, email, `${INJECT_ORIGIN}/auth/reset-password?`);
  return new URL(link).searchParams.get("token")!;
}

it("e-mails a reset link; the new password works, the old one and older sessions do not", async () => {
  const user = await createUser(t.database.db, { role: "standard" });
  const oldSession = await signIn(t.app, user.email, user.password!);

  expect((await forgot(user.email)).json()).toEqual({ ok: true });
  const res = await reset(await resetToken(user.email), "a brand new password");
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });

  await expect(signIn(t.app, user.email, user.password!)).rejects.toThrow(/CredentialsSignin/);
  await signIn(t.app, user.email, "a brand new password");
  const session = await t.app.inject({ url: "/api/auth/session", headers: { cookie: oldSession } });
  expect(session.json()).toEqual({});
});

it("a reset token works once", async () => {
  const user = await createUser(t.database.db, { role: "standard" });
  await forgot(user.email);
  const token = await resetToken(user.email);
  expect((await reset(token, "first new password")).statusCode).toBe(200);
  const again = await reset(token, "second new password");
  expect(again.statusCode).toBe(400);
  expect(again.json().error).toEqual({
    code: "TOKEN_INVALID",
    message: "The token has expired or has already been used.",
  });
});

it("answers ok and sends nothing for an unknown, invited or suspended address", async () => {
  const invited = await createUser(t.database.db, { role: "basic", status: "invited" });
  const suspended = await createUser(t.database.db, { role: "basic", status: "suspended" });
  for (const email of ["nobody@example.test", invited.email, suspended.email]) {
    expect((await forgot(email)).json()).toEqual({ ok: true });
    expect(await sentMailsTo(t, email)).toHaveLength(0);
  }
});

it("refuses a short password and an unknown token", async () => {
  const short = await reset("whatever", "short");
  expect(short.statusCode).toBe(400);
  expect(short.json().error.message).toMatch(/^body\.password/);
  const unknown = await reset("not-a-token", "long enough password");
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().error.code).toBe("TOKEN_INVALID");
});

it("names the missing e-mail field", async () => {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/password/forgot", payload: {} });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toMatch(/^body\.email/);
});
