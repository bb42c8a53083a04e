import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { mailsTo } from "../../test/mailbox.ts";
import { MESSAGES_PER_ADDRESS } from "./service.ts";

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.database.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email, admin.password!);
});
afterAll(() => t.close());

let addresses = 0;
/** Each test sends from its own client address, so the per-address limit is its own. */
const nextAddress = () => `198.51.100.${++addresses}`;

const contact = (payload: Record<string, unknown>, remoteAddress = nextAddress(), cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const valid = {
  name: "Daniel Wong",
  email: "Daniel.Wong@example.com",
  organisation: "Sarawak Offshore",
  subject: "Well logs",
  message: "Which tier covers well logs?",
};
/** The mail to `to`, once the outbox has sent it (the worker may be mid-job when drain returns). */
async function mailTo(to: string, count = 1): Promise<string[]> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await t.app.jobs.drain();
    const mails = await mailsTo(t.config.dataDir, to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailsTo(t.config.dataDir, to);
}

const inbox = async (query = "") =>
  (
    await t.app.inject({
      method: "GET",
      url: `/api/admin/messages${query}`,
      headers: { cookie: adminCookie },
    })
  ).json();

describe("contact messages", () => {
  it("accepts a message from a visitor, acknowledges it by e-mail and shows it in the inbox", async () => {
    const res = await contact(valid);
    expect(res.statusCode).toBe(200);
    const mails = await mailTo("daniel.wong@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("We received your message");
    const page = await inbox("?kind=contact&status=new");
    expect(page.result).toEqual([
      expect.objectContaining({
        name: "Daniel Wong",
        email: "daniel.wong@example.com",
        subject: "Well logs",
      }),
    ]);
  });

  it("answers 400 naming each missing or wrong field", async () => {
    const res = await contact({ name: "", email: "not-an-address", subject: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues).toEqual(
      expect.arrayContaining([
        { field: "body.name", message: "Enter your name" },
        { field: "body.email", message: "Enter a valid e-mail address" },
      ]),
    );
  });

  it("stores a filled honeypot as spam, answers the same and sends nothing", async () => {
    const res = await contact({ ...valid, email: "robot@example.com", website: "http://spam.example" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await mailTo("daniel.wong@example.com", 1);
    expect(await mailsTo(t.config.dataDir, "robot@example.com")).toHaveLength(0);
    const spam = await inbox("?status=spam");
    expect(spam.result.map((m: { email: string }) => m.email)).toEqual(["robot@example.com"]);
  });

  it("answers 429 with Retry-After once an address has sent its messages for the hour", async () => {
    const address = nextAddress();
    for (let i = 0; i < MESSAGES_PER_ADDRESS; i++) {
      expect((await contact({ ...valid, email: "burst@example.com" }, address)).statusCode).toBe(200);
    }
    const limited = await contact({ ...valid, email: "burst@example.com" }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await contact(valid, nextAddress())).statusCode).toBe(200);
  });
});

describe("feedback", () => {
  it("attaches a signed-in user's identity", async () => {
    const customer = await createUser(t.database.db, { role: "standard", isPrimary: true });
    const cookie = await signIn(t.app, customer.email, customer.password!);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { cookie },
      remoteAddress: nextAddress(),
      payload: { rating: 5, message: "Fast map." },
    });
    expect(res.statusCode).toBe(200);
    const page = await inbox("?kind=feedback");
    expect(page.result[0]).toMatchObject({ userId: customer.id, email: customer.email, rating: 5 });
    expect((await mailTo(customer.email)).at(-1)).toContain("We received your feedback");
  });

  it("asks a visitor for an e-mail address and a rating or category", async () => {
    const noRating = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      remoteAddress: nextAddress(),
      payload: { message: "Hello", email: "v@example.org" },
    });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json().error.message).toMatch(/Give a rating or choose a category/);
    const noEmail = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      remoteAddress: nextAddress(),
      payload: { message: "Hello", category: "data" },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toMatch(/body\.email/);
  });
});

describe("the staff inbox", () => {
  it("answers 401 without a session and 403 for a customer", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/messages" })).statusCode).toBe(401);
    const customer = await createUser(t.database.db, { role: "premium", isPrimary: true });
    const cookie = await signIn(t.app, customer.email, customer.password!);
    const res = await t.app.inject({ method: "GET", url: "/api/admin/messages", headers: { cookie } });
    expect(res.statusCode).toBe(403);
  });

  it("marks a message handled and pages the list", async () => {
    await contact({ ...valid, email: "handle-me@example.com" });
    const [message] = (await inbox("?status=new&pageSize=1")).result;
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/messages/${message.id}/handled`,
      headers: { cookie: adminCookie },
      payload: { handled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "handled", handledAt: expect.any(String) });
    const handled = await inbox("?status=handled");
    expect(handled.result.map((m: { id: string }) => m.id)).toContain(message.id);
    const missing = await t.app.inject({
      method: "PUT",
      url: "/api/admin/messages/00000000-0000-4000-8000-000000000000/handled",
      headers: { cookie: adminCookie },
      payload: { handled: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});
