import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqs } from "../../db/schema/index.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { FAQS_MAX } from "./service.ts";

let t: TestApp;
let admin: string;

async function cookieOf(role: Parameters<typeof createUser>[1]["role"]) {
  const user = await createUser(t.database.db, { role });
  return signIn(t.app, user.email, user.password!);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await cookieOf("admin");
});
afterAll(() => t.close());

async function post(url: string, payload: object, cookie = admin) {
  const res = await t.app.inject({ method: "POST", url, headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("FAQs", () => {
  let billing: { id: string };
  let access: { id: string };

  beforeAll(async () => {
    billing = await post("/api/faqs/categories", { name: "Billing", position: 2 });
    access = await post("/api/faqs/categories", { name: "Access", position: 1 });
    await post("/api/faqs", {
      categoryId: billing.id,
      question: "How do I pay?",
      answer: "<p>By <strong>FPX</strong> or bank transfer.</p>",
      position: 2,
      published: true,
    });
    await post("/api/faqs", {
      categoryId: billing.id,
      question: "Is tax included?",
      answer: "<p>Service tax is shown on the invoice.</p>",
      position: 1,
      published: true,
    });
    await post("/api/faqs", {
      categoryId: access.id,
      question: "Who sees seismic data?",
      answer: "<p>Standard and premium tiers.</p>",
      published: true,
    });
    await post("/api/faqs", {
      categoryId: access.id,
      question: "Unreleased answer",
      answer: "<p>Not yet.</p>",
      published: false,
    });
  });

  it("shows the public published FAQs in category order, then their own order", async () => {
    const res = await get("/api/faqs");
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((f: { question: string }) => f.question)).toEqual([
      "Who sees seismic data?",
      "Is tax included?",
      "How do I pay?",
    ]);
    const categories = await get("/api/faqs/categories");
    expect(categories.json().result).toEqual([
      expect.objectContaining({ name: "Access", faqCount: 1 }),
      expect.objectContaining({ name: "Billing", faqCount: 2 }),
    ]);
  });

  it("searches question and answer text, not markup", async () => {
    const byAnswer = await get("/api/faqs?q=fpx");
    expect(byAnswer.json().result.map((f: { question: string }) => f.question)).toEqual(["How do I pay?"]);
    const byQuestion = await get("/api/faqs?q=SEISMIC");
    expect(byQuestion.json().result).toHaveLength(1);
    expect((await get("/api/faqs?q=strong")).json().result).toHaveLength(0);
    expect((await get("/api/faqs?q=not yet")).json().result).toHaveLength(0);
    expect((await get("/api/faqs?q=100%25")).json().result).toHaveLength(0);
  });

  it("lets staff who manage static content see unpublished ones; others asking for all are refused", async () => {
    const all = await get("/api/faqs?all=true", admin);
    expect(all.json().result.map((f: { question: string }) => f.question)).toContain("Unreleased answer");
    const hidden = all.json().result.find((f: { question: string }) => f.question === "Unreleased answer");
    expect((await get(`/api/faqs/${hidden.id}`)).statusCode).toBe(404);
    expect((await get(`/api/faqs/${hidden.id}`, admin)).statusCode).toBe(200);
    expect((await get("/api/faqs?all=true")).statusCode).toBe(401);
    expect((await get("/api/faqs?all=true", await cookieOf("premium"))).statusCode).toBe(403);
  });

  it("lets admin, superadmin and system write FAQs; other staff and customers get 403, visitors 401", async () => {
    for (const role of ["superadmin", "system-admin"] as const) {
      await post("/api/faqs/categories", { name: `Made by ${role}` }, await cookieOf(role));
    }
    for (const role of ["finance", "loa", "standard"] as const) {
      const cookie = await cookieOf(role);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/faqs/categories",
        headers: { cookie },
        payload: { name: "Nope" },
      });
      expect(res.statusCode, role).toBe(403);
    }
    const anonymous = await t.app.inject({ method: "POST", url: "/api/faqs", payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 400 naming the field, 404 for unknown records, 409 for a category still in use", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/faqs",
      headers: { cookie: admin },
      payload: { categoryId: billing.id, question: "", answer: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^body\.question/);
    const unknownCategory = await t.app.inject({
      method: "POST",
      url: "/api/faqs",
      headers: { cookie: admin },
      payload: { categoryId: "00000000-0000-4000-8000-000000000000", question: "Q?", answer: "A." },
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().error.message).toMatch(/^body\.categoryId/);
    const missing = await t.app.inject({
      method: "DELETE",
      url: "/api/faqs/00000000-0000-4000-8000-000000000000",
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    const inUse = await t.app.inject({
      method: "DELETE",
      url: `/api/faqs/categories/${billing.id}`,
      headers: { cookie: admin },
    });
    expect(inUse.statusCode).toBe(409);
    const empty = await post("/api/faqs/categories", { name: "Empty" });
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/faqs/categories/${empty.id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(200);
  });

  it("reorders categories and stores answers sanitised", async () => {
    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/faqs/categories/${billing.id}`,
      headers: { cookie: admin },
      payload: { name: "Billing", position: 0 },
    });
    expect(moved.statusCode).toBe(200);
    expect((await get("/api/faqs/categories")).json().result[0].name).toBe("Billing");
    const faq = await post("/api/faqs", {
      categoryId: access.id,
      question: "XSS?",
      answer:
        '<p onmouseover="steal()">Safe<script>steal()</script> <a href="javascript:steal()">link</a></p><img src=x onerror=steal()>',
      published: true,
    });
    expect(faq.answer).toBe("<p>Safe <a>link</a></p>");
  });

  it("keeps at most FAQS_MAX FAQs: one more is a 409 and the list stays whole", async () => {
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(faqs);
    await t.database.db.insert(faqs).values(
      Array.from({ length: FAQS_MAX - n }, (_, i) => ({
        id: randomUUID(),
        categoryId: access.id,
        question: `Filler question ${i}`,
        answer: "<p>Filler.</p>",
        position: 100 + i,
        published: false,
      })),
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/faqs",
      headers: { cookie: admin },
      payload: { categoryId: access.id, question: "One too many?", answer: "<p>Yes.</p>" },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(
      `The portal keeps at most ${FAQS_MAX} FAQs: delete one before adding another.`,
    );
    expect((await get("/api/faqs?all=true", admin)).json().result).toHaveLength(FAQS_MAX);
  });
});
