import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users, verifications } from "../../db/schema/index.ts";
import { createMailer } from "../../plugins/mail.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { latestLink } from "../../test/mailbox.ts";
import { ACTIVATION_PAGE, createInvitation, sendInvitationEmail } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const validate = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/activation/validate", payload: { token } });
const activate = (token: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/activation/activate", payload: { token, password } });

async function invite(name = "Invited Person") {
  const user = await createUser(t.database.db, { role: "standard", status: "invited", name });
  const token = await createInvitation({ db: t.database.db, userId: user.id });
  return { user, token };
}

it("e-mails an invitation link to the activation page", async () => {
  const { user, token } = await invite();
  const mailer = createMailer(t.config, t.app.log);
  const linkOrigin = "https://portal.example";
  await sendInvitationEmail({ mailer }, { email: user.email, name: user.name, token, linkOrigin });
  const link = await latestLink(t.config.dataDir, user.email, `${linkOrigin}${ACTIVATION_PAGE}?`);
  expect(new URL(link).searchParams.get("token")).toBe(token);
});

it("validate answers whom the token invites", async () => {
  const { user, token } = await invite("Ana Geologist");
  const res = await validate(token);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ email: user.email, name: "Ana Geologist" });
});

it("activate sets the password and the user can sign in; the token then stops working", async () => {
  const { user, token } = await invite();
  const res = await activate(token, "my first password");
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });

  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  expect(row).toMatchObject({ status: "active", emailVerified: true });
  const cookie = await signIn(t.app, user.email, "my first password");
  expect((await t.app.inject({ url: "/api/users/me", headers: { cookie } })).json().user.status).toBe(
    "active",
  );

  for (const res of [await validate(token), await activate(token, "another password")]) {
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "TOKEN_INVALID",
      message: "The token has expired or has already been used.",
    });
  }
});

it("stores only a hash of the token, and a new invitation replaces the old one", async () => {
  const { user, token } = await invite();
  const rows = await t.database.db.select().from(verifications).where(eq(verifications.value, user.id));
  expect(rows).toHaveLength(1);
  expect(rows[0].identifier).not.toContain(token);

  const newer = await createInvitation({ db: t.database.db, userId: user.id });
  expect((await validate(token)).statusCode).toBe(400);
  expect((await validate(newer)).statusCode).toBe(200);
});

it("refuses an expired token", async () => {
  const { user, token } = await invite();
  await t.database.db
    .update(verifications)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(verifications.value, user.id));
  expect((await validate(token)).statusCode).toBe(400);
  expect((await activate(token, "my first password")).statusCode).toBe(400);
});

it("refuses a short password, naming the field, without using the token up", async () => {
  const { token } = await invite();
  const res = await activate(token, "short");
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toMatch(/^body\.password/);
  expect((await validate(token)).statusCode).toBe(200);
});

it("does not activate a user who was suspended after the invitation", async () => {
  const { user, token } = await invite();
  await t.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
  expect((await activate(token, "my first password")).statusCode).toBe(400);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  expect(row.status).toBe("suspended");
});
