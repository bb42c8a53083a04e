import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { cookieHeader, createUser } from "../../test/factories.ts";
import { buildTestApp, INJECT_ORIGIN, type TestApp } from "../../test/harness.ts";
import { findLink, outboxSent } from "../../test/mailbox.ts";

// A real SMTP server on a random port: the app's mail goes over the wire exactly as in production.
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it("sends the sign-in link over SMTP, and the received link signs the user in", async () => {
  const user = await createUser(t.database.db, { role: "standard" });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/email/request-token",
    payload: { email: user.email, requestedFrom: "/dashboard" },
  });
  expect(res.json()).toEqual({ ok: true });
  // The link goes through the outbox: sent by its job once the request has answered.
  await outboxSent(t);

  const message = received.find((m) => m.to.includes(user.email));
  expect(message?.raw).toMatch(/^Subject: Sign in to Strata/m);
  const link = new URL(findLink(message!.raw, `${INJECT_ORIGIN}/api/auth/callback/email?`));

  const followed = await t.app.inject({ url: `${link.pathname}${link.search}` });
  expect(followed.statusCode).toBe(302);
  expect(followed.headers.location).toBe("/dashboard");
  const session = await t.app.inject({
    url: "/api/auth/session",
    headers: { cookie: cookieHeader(followed.cookies) },
  });
  expect(session.json().user.sub).toBe(user.id);
});
