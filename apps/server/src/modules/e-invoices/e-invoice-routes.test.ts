import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EInvoiceSandbox } from "../../sandboxes/e-invoice/index.ts";
import type { TestApp } from "../../test/harness.ts";
import { signedIn, signedInStaff } from "../applications/test/factory.ts";
import { drain, eInvoiceRow, queuedEInvoice, runDue, startEInvoiceTest } from "./test/helpers.ts";

let sandbox: EInvoiceSandbox;
let t: TestApp;
let finance: string;
let admin: string;
let customer: string;

beforeAll(async () => {
  ({ sandbox, t } = await startEInvoiceTest());
  finance = (await signedInStaff(t.app, t.database.db, "finance")).cookie;
  admin = (await signedInStaff(t.app, t.database.db, "admin")).cookie;
  customer = (await signedIn(t.app, t.database.db, { role: "premium", isPrimary: true })).cookie;
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string) =>
  t.app.inject({ method: "POST", url, headers: cookie ? { cookie } : {} });
const db = () => t.database.db;

/** Runs what earlier tests left waiting, so the next queued answer goes to the next e-invoice. */
async function flush() {
  for (let i = 0; i < 5; i++) if ((await runDue(t.app, db())) === 0) return;
}

async function invalidEInvoice() {
  await flush();
  sandbox.control.queue("submit", {
    kind: "invalid",
    errors: [{ code: "CF321", message: "Buyer's TIN is not valid.", target: "Buyer.TIN" }],
  });
  const queued = await queuedEInvoice(t);
  await drain(t.app);
  await runDue(t.app, db());
  expect((await eInvoiceRow(db(), queued.id)).status).toBe("invalid");
  return queued;
}

describe("GET /api/e-invoices", () => {
  it("lists e-invoices for finance with filters and paging", async () => {
    const { id, organisation } = await queuedEInvoice(t, "Filter Test Sdn Bhd");
    const res = await get(`/api/e-invoices?organisationId=${organisation.id}&status=queued`, finance);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ pageNumber: 1, pageTotal: 1 });
    expect(page.result[0]).toMatchObject({ id, organisationName: "Filter Test Sdn Bhd", status: "queued" });
    const none = await get(`/api/e-invoices?organisationId=${organisation.id}&status=valid`, finance);
    expect(none.json().pageTotal).toBe(0);
    const byName = await get("/api/e-invoices?q=Filter%20Test&pageSize=1", finance);
    expect(byName.json().result).toHaveLength(1);
  });

  it("answers 400 naming a bad filter, 401 signed out, 403 without the e-invoice log right", async () => {
    const bad = await get("/api/e-invoices?status=lost", finance);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("status");
    expect((await get("/api/e-invoices")).statusCode).toBe(401);
    expect((await get("/api/e-invoices", admin)).statusCode).toBe(403);
    expect((await get("/api/e-invoices", customer)).statusCode).toBe(403);
  });
});

describe("GET /api/e-invoices/{id}", () => {
  it("shows an Invalid e-invoice's errors, its log and finance's actions", async () => {
    const { id, invoice } = await invalidEInvoice();
    const res = await get(`/api/e-invoices/${id}`, finance);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      status: "invalid",
      invoiceNumber: invoice.number,
      errors: [{ code: "CF321", message: "Buyer's TIN is not valid.", target: "Buyer.TIN" }],
      invoice: { number: invoice.number, totalSen: invoice.totalSen },
    });
    expect(detail.allowedActions.sort()).toEqual(["pause", "retry"]);
    expect(detail.logs.map((l: { operation: string }) => l.operation)).toContain("poll");
    expect(detail.timeline.map((e: { action: string }) => e.action)).toEqual(["submit", "invalidate"]);
  });

  it("answers 404 for an unknown id and 403 to a customer", async () => {
    expect((await get("/api/e-invoices/nope", finance)).statusCode).toBe(404);
    const { id } = await queuedEInvoice(t);
    expect((await get(`/api/e-invoices/${id}`, customer)).statusCode).toBe(403);
  });
});

describe("finance's actions", () => {
  it("retries an Invalid e-invoice after the authority is told to accept it, and it becomes Valid", async () => {
    const { id } = await invalidEInvoice();
    sandbox.control.queue("submit", { kind: "valid" });
    const res = await post(`/api/e-invoices/${id}/retry`, finance);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "queued", attempts: 0, errors: [] });
    await drain(t.app);
    await runDue(t.app, db());
    const row = await eInvoiceRow(db(), id);
    expect(row.status).toBe("valid");
  });

  it("pause stops the submission; unpause sends it", async () => {
    const { id } = await queuedEInvoice(t);
    const before = sandbox.control.counts().submit;
    const paused = await post(`/api/e-invoices/${id}/pause`, finance);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().allowedActions).toEqual(["unpause"]);
    await drain(t.app);
    expect(sandbox.control.counts().submit).toBe(before);
    expect((await eInvoiceRow(db(), id)).status).toBe("paused");

    expect((await post(`/api/e-invoices/${id}/unpause`, finance)).statusCode).toBe(200);
    await drain(t.app);
    expect(sandbox.control.counts().submit).toBe(before + 1);
    expect((await eInvoiceRow(db(), id)).status).toBe("submitted");
  });

  it("answers 409 when the status does not allow the action", async () => {
    const { id } = await queuedEInvoice(t);
    await drain(t.app);
    await runDue(t.app, db());
    const retry = await post(`/api/e-invoices/${id}/retry`, finance);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error.details).toMatchObject({ status: "valid", action: "retry" });
    expect((await post(`/api/e-invoices/${id}/unpause`, finance)).statusCode).toBe(409);
  });

  it("answers 401, 403 and 404", async () => {
    const { id } = await queuedEInvoice(t);
    expect((await post(`/api/e-invoices/${id}/pause`)).statusCode).toBe(401);
    expect((await post(`/api/e-invoices/${id}/pause`, admin)).statusCode).toBe(403);
    expect((await post(`/api/e-invoices/${id}/pause`, customer)).statusCode).toBe(403);
    expect((await post("/api/e-invoices/nope/pause", finance)).statusCode).toBe(404);
    expect((await eInvoiceRow(db(), id)).status).toBe("queued");
  });

  it("answers 400 for an id that is not storable text", async () => {
    expect((await post("/api/e-invoices/a%00b/retry", finance)).statusCode).toBe(400);
  });
});

describe("GET /api/reports/e-invoice-logs", () => {
  it("pages and exports the log of a real submission with filters", async () => {
    await flush();
    sandbox.control.queue("submit", { kind: "error" });
    const { id } = await queuedEInvoice(t);
    await drain(t.app);
    const res = await get(`/api/reports/e-invoice-logs?eInvoiceId=${id}&failedOnly=true`, finance);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .result.map((l: { operation: string; responseStatus: number }) => [l.operation, l.responseStatus]),
    ).toEqual([["submit", 500]]);
    const submits = await get(`/api/reports/e-invoice-logs?eInvoiceId=${id}&operation=submit`, finance);
    expect(submits.json().pageTotal).toBe(1);
    // The report's export: its flat columns, the failed submission with its 500.
    const csv = await get(`/api/reports/e-invoice-logs/export?eInvoiceId=${id}&failedOnly=true`, finance);
    expect(csv.statusCode).toBe(200);
    const [header, row, ...rest] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe("Time,Operation,Invoice,Organisation,Method,URL,Answer status,Duration (ms),Error");
    expect(row).toContain(",submit,");
    expect(row).toContain(",500,");
    expect(rest).toEqual([]);
    expect((await get("/api/reports/e-invoice-logs?from=yesterday", finance)).statusCode).toBe(400);
    expect((await get("/api/reports/e-invoice-logs", admin)).statusCode).toBe(403);
    expect((await get("/api/reports/e-invoice-logs")).statusCode).toBe(401);
  });
});
