import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema/index.ts";
import { createLocalStorage } from "../../plugins/storage.ts";
import { createOrganisation, createUser, type TestUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { decodeQuotedPrintable, mailsTo } from "../../test/mailbox.ts";
import { createApplication, setChain, signedIn, signedInStaff } from "./test/factory.ts";

let t: TestApp;
let admin: { user: TestUser; cookie: string };
let organisationId: string;
let applicant: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInStaff(t.app, t.database.db, "admin");
  organisationId = (await createOrganisation(t.database.db, { tier: "basic" })).id;
  applicant = await createUser(t.database.db, { role: "basic", organisationId, isPrimary: true });
});
afterAll(() => t.close());

const BASE = "/api/admin/subscriptions/applications";
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const waiting = (
  status: "pending_verification" | "pending_verification_clarification" = "pending_verification",
) => createApplication(t.database.db, { organisationId, status, applicantUserId: applicant.id });

async function received(to: string, text: string): Promise<boolean> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await t.app.jobs.drain();
    const mails = (await mailsTo(t.config.dataDir, to)).map(decodeQuotedPrintable);
    if (mails.some((m) => m.includes(text))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe("POST …/{id}/reject", () => {
  it("rejects with the reason in the audit row and the e-mail", async () => {
    const app = await waiting();
    const res = await post(`${BASE}/${app.id}/reject`, admin.cookie, {
      from: "pending_verification",
      reason: "The registration number does not match the SSM record.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "rejected", allowedActions: [] });
    const detail = (await get(`${BASE}/${app.id}`, admin.cookie)).json();
    expect(detail.timeline[0].after).toMatchObject({
      reason: "The registration number does not match the SSM record.",
    });
    expect(await received(applicant.email, "does not match the SSM record")).toBe(true);
  });

  it("names a missing reason in its 400 and answers 401 without a session", async () => {
    const app = await waiting();
    const res = await post(`${BASE}/${app.id}/reject`, admin.cookie, { reason: "   " });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.reason/);
    expect((await post(`${BASE}/${app.id}/reject`, "", { reason: "x" })).statusCode).toBe(401);
  });

  it("answers 403 to a customer, even the applicant", async () => {
    const app = await waiting();
    const customer = await signedIn(t.app, t.database.db, { role: "basic", organisationId, isPrimary: true });
    expect((await post(`${BASE}/${app.id}/reject`, customer.cookie, { reason: "no" })).statusCode).toBe(403);
  });
});

describe("POST …/{id}/request-clarification and resend-email", () => {
  it("asks the applicant, then sends the same request again without changing the status", async () => {
    const app = await waiting();
    const asked = await post(`${BASE}/${app.id}/request-clarification`, admin.cookie, {
      message: "Upload the signed subscription form.",
    });
    expect(asked.json()).toMatchObject({ status: "pending_verification_clarification" });
    expect(asked.json().allowedActions).toEqual(
      expect.arrayContaining(["resend-email", "approve", "reject"]),
    );
    const resent = await post(`${BASE}/${app.id}/resend-email`, admin.cookie, {
      from: "pending_verification_clarification",
    });
    expect(resent.json()).toMatchObject({ status: "pending_verification_clarification" });
    expect(await received(applicant.email, "Reminder: We need more information about your application")).toBe(
      true,
    );
    const detail = (await get(`${BASE}/${app.id}`, admin.cookie)).json();
    expect(detail.timeline.map((e: { action: string }) => e.action)).toEqual([
      "request-clarification",
      "resend-email",
    ]);
  });

  it("names a missing message in its 400; resending where nothing waits for the applicant is 409", async () => {
    const app = await waiting();
    const bad = await post(`${BASE}/${app.id}/request-clarification`, admin.cookie, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^body\.message/);
    const nothing = await post(`${BASE}/${app.id}/resend-email`, admin.cookie, {});
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.details).toMatchObject({ status: "pending_verification" });
  });
});

describe("activation applications and documents", () => {
  it("lists failed and pending finance applications to finance; 403 to an LOA approver", async () => {
    const failed = await createApplication(t.database.db, { organisationId, status: "failed" });
    const finance = await signedInStaff(t.app, t.database.db, "finance");
    const res = await get(`${BASE}/activation?pageSize=100`, finance.cookie);
    expect(res.statusCode).toBe(200);
    const rows = res.json().result as { id: string; status: string }[];
    expect(rows.map((r) => r.id)).toContain(failed.id);
    expect(
      rows.every((r) => ["failed", "pending_finance", "pending_finance_clarification"].includes(r.status)),
    ).toBe(true);
    const loa = await signedInStaff(t.app, t.database.db, "loa");
    expect((await get(`${BASE}/activation`, loa.cookie)).statusCode).toBe(403);
  });

  it("lists an application's documents and downloads one; another application's document is 404", async () => {
    const app = await waiting();
    const other = await waiting();
    const key = `uploads/${randomUUID()}.pdf`;
    // The app's own storage: a directory under its DATA_DIR.
    await createLocalStorage(path.join(t.config.dataDir, "storage")).write(
      key,
      Buffer.from("%PDF-1.4 SSM certificate"),
    );
    const [doc] = await t.database.db
      .insert(uploads)
      .values({
        id: randomUUID(),
        attachableType: "application",
        attachableId: app.id,
        organisationId,
        fileName: "SSM certificate.pdf",
        contentType: "application/pdf",
        sizeBytes: 24,
        sha256: "0".repeat(64),
        storageKey: key,
      })
      .returning();
    const detail = (await get(`${BASE}/${app.id}`, admin.cookie)).json();
    expect(detail.documents).toEqual([
      expect.objectContaining({ id: doc.id, fileName: "SSM certificate.pdf", sizeBytes: 24 }),
    ]);
    const file = await get(`${BASE}/${app.id}/documents/${doc.id}`, admin.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe("%PDF-1.4 SSM certificate");
    expect(file.headers["content-disposition"]).toContain("attachment");
    expect((await get(`${BASE}/${other.id}/documents/${doc.id}`, admin.cookie)).statusCode).toBe(404);
    // A document whose file left storage: a 404 that says so, not a 500.
    await createLocalStorage(path.join(t.config.dataDir, "storage")).delete(key);
    const gone = await get(`${BASE}/${app.id}/documents/${doc.id}`, admin.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe("The file of this document is missing from storage.");
  });
});

describe("the MBR admin's queue (section 6: MBR admin manages applications)", () => {
  it("verifies a VDR or bid-round application with the buttons it offers, and cannot act on a standard one", async () => {
    const mbrAdmin = await signedInStaff(t.app, t.database.db, "mbr-admin");
    const approver = await signedInStaff(t.app, t.database.db, "loa");
    await setChain(t.database.db, [{ userId: approver.user.id, limitSen: 100_000_000_00 }]);
    const vdr = await createApplication(t.database.db, {
      organisationId,
      status: "pending_verification",
      planType: "vdr",
      applicantUserId: applicant.id,
    });
    const detail = await get(`${BASE}/${vdr.id}`, mbrAdmin.cookie);
    expect(detail.statusCode).toBe(200);
    expect([...detail.json().application.allowedActions].sort()).toEqual([
      "approve",
      "reject",
      "request-clarification",
    ]);
    const approved = await post(`${BASE}/${vdr.id}/approve`, mbrAdmin.cookie, {
      from: "pending_verification",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "pending_loa", allowedActions: [] });

    const standard = await waiting();
    expect((await get(`${BASE}/${standard.id}`, mbrAdmin.cookie)).json().application.allowedActions).toEqual(
      [],
    );
    const refused = await post(`${BASE}/${standard.id}/approve`, mbrAdmin.cookie, {
      from: "pending_verification",
    });
    expect(refused.statusCode).toBe(403);
  });
});
