import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  auditEvents,
  organisations,
  subscriptions,
  uploads,
  users,
} from "../../db/schema/index.ts";
import { systemActor } from "../../lib/workflow.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { issueApplicationInvoice } from "../billing/index.ts";
import {
  applicant,
  company,
  insertReferenceData,
  standardPlan,
  waitForMails,
  wizard,
} from "./test/helpers.ts";

let t: TestApp;
let n = 0;
const newEmail = () => `applicant-${++n}@example.test`;

beforeAll(async () => {
  t = await buildTestApp();
  await insertReferenceData(t.database.db);
});
afterAll(() => t.close());

/** A draft filled in up to (and including) `until`. */
async function draftUntil(until: "user" | "verified" | "organization" | "subscription" | "documents") {
  const w = wizard(t.app, t.config.dataDir);
  await w.start();
  const email = newEmail();
  expect((await w.post("user", applicant(email))).statusCode).toBe(200);
  if (until === "user") return { w, email };
  expect((await w.verify(email)).statusCode).toBe(200);
  if (until === "verified") return { w, email };
  expect((await w.post("organization", company())).statusCode).toBe(200);
  if (until === "organization") return { w, email };
  expect((await w.post("subscription", standardPlan)).statusCode).toBe(200);
  if (until === "subscription") return { w, email };
  expect((await w.upload()).statusCode).toBe(200);
  return { w, email };
}

describe("submit", () => {
  it("needs a verified e-mail and at least one document", async () => {
    const unverified = wizard(t.app, t.config.dataDir);
    await unverified.start();
    await unverified.post("user", applicant(newEmail()));
    expect((await unverified.post("submit")).json().error.details).toEqual({ missingStep: "activate" });
    const { w } = await draftUntil("subscription");
    const res = await w.post("submit");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual({ missingStep: "documents" });
  });

  it("creates the organisation, its inactive subscription, the primary user and the application pending verification", async () => {
    const { w, email } = await draftUntil("documents");
    const res = await w.post("submit");
    expect(res.statusCode).toBe(200);
    const { applicationId } = res.json();
    expect(res.json()).toEqual({
      applicationId,
      status: "pending_verification",
      amount: { currency: "MYR", amountSen: 6_400_000 },
      price: {
        currency: "MYR",
        subtotalSen: 6_400_000,
        taxRateBp: 800,
        taxSen: 512_000,
        totalSen: 6_912_000,
      },
    });

    const db = t.database.db;
    const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
    expect(application).toMatchObject({
      kind: "registration",
      planType: "standard",
      amountSen: 6_400_000,
      durationValue: 1,
    });
    expect(application.submittedAt).not.toBeNull();
    const [organisation] = await db
      .select()
      .from(organisations)
      .where(eq(organisations.id, application.organisationId));
    expect(organisation).toMatchObject({
      name: "New Exploration Sdn Bhd",
      kind: "company",
      countryCode: "MY",
      tier: "basic",
    });
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisation.id));
    expect(subscription).toMatchObject({ status: "inactive", planType: "standard" });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      isPrimary: true,
      status: "active",
      emailVerified: true,
      organisationId: organisation.id,
    });
    expect(application.applicantUserId).toBe(user.id);
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.subjectId, applicationId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "submit", actorUserId: user.id });
    const documents = await db.select().from(uploads).where(eq(uploads.attachableId, applicationId));
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      attachableType: "application",
      organisationId: organisation.id,
      uploadedBy: user.id,
    });

    const mails = await waitForMails(t.config.dataDir, email, 2);
    expect(mails.at(-1)).toContain("Your Strata registration was submitted");

    // The draft takes no more changes, and a second submit does not create a second organisation.
    expect((await w.post("submit")).statusCode).toBe(409);
    expect((await w.post("organization", company())).statusCode).toBe(409);
    expect((await w.current()).json().applicationId).toBe(applicationId);

    // The applicant signs in with the password they chose and sees the application.
    const cookie = await signIn(t.app, email, applicant(email).password);
    const status = await t.app.inject({ url: "/api/registration/application", headers: { cookie } });
    expect(status.statusCode).toBe(200);
    expect(status.json().application).toMatchObject({ id: applicationId, status: "pending_verification" });
    expect(status.json().documents).toHaveLength(1);
  });

  it("creates nothing when a later part of the transaction fails", async () => {
    const { w, email } = await draftUntil("documents");
    const db = t.database.db;
    const count = async (table: "organisations" | "users" | "applications" | "audit_events") =>
      Number(
        (
          (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n,
      );
    const before = await Promise.all(
      (["organisations", "users", "applications", "audit_events"] as const).map(count),
    );
    // The last statement of submit (marking the draft submitted) fails, after everything else ran.
    await db.execute(
      sql`create function fail_submit() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
    );
    await db.execute(
      sql`create trigger fail_submit before update of submitted_at on registrations for each row when (new.submitted_at is not null) execute function fail_submit()`,
    );
    try {
      expect((await w.post("submit")).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger fail_submit on registrations`);
      await db.execute(sql`drop function fail_submit()`);
    }
    const after = await Promise.all(
      (["organisations", "users", "applications", "audit_events"] as const).map(count),
    );
    expect(after).toEqual(before);
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const stillDraft = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.attachableType, "registration"), eq(uploads.attachableId, w.id)));
    expect(stillDraft).toHaveLength(1);
    // Nothing was lost: the same draft submits once the fault is gone.
    expect((await w.post("submit")).statusCode).toBe(200);
  });

  it("refuses an address that got an account since the draft was verified", async () => {
    const { w, email } = await draftUntil("documents");
    await createUser(t.database.db, { role: "basic", email });
    const res = await w.post("submit");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain("already has an account");
  });
});

describe("payment and the applicant's status", () => {
  it("answers 409 until the invoice is issued, then the invoice (tax included) and its pay page", async () => {
    const { w, email } = await draftUntil("documents");
    const early = await w.post("payment");
    expect(early.statusCode).toBe(409);
    expect(early.json().error.details).toEqual({ missingStep: "submit" });
    const { applicationId } = (await w.post("submit")).json();
    const pending = await w.post("payment");
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error).toMatchObject({
      message: "Payment opens once the invoice is issued.",
      details: { status: "pending_verification" },
    });
    const [application] = await t.database.db
      .update(applications)
      .set({ status: "invoice_issued", lastStableStatus: "invoice_issued" })
      .where(eq(applications.id, applicationId))
      .returning();
    // The status alone is not enough: the invoice is what gets paid.
    expect((await w.post("payment")).statusCode).toBe(409);
    const invoice = await t.database.db.transaction((tx) =>
      issueApplicationInvoice(tx, t.config.billing, application, systemActor("Test")),
    );
    const ready = await w.post("payment");
    expect(ready.json()).toEqual({
      applicationId,
      status: "invoice_issued",
      amount: { currency: "MYR", amountSen: 6_400_000 },
      email,
      invoice: {
        id: invoice.id,
        number: invoice.number,
        totalSen: 6_912_000,
        payPath: `/invoices/${invoice.id}/pay`,
      },
    });
  });

  it("shows a signed-in user only their own organisation's registration (404 otherwise, 401 signed out)", async () => {
    expect((await t.app.inject({ url: "/api/registration/application" })).statusCode).toBe(401);
    const other = await createUser(t.database.db, { role: "standard", isPrimary: true });
    const cookie = await signIn(t.app, other.email, other.password!);
    const res = await t.app.inject({ url: "/api/registration/application", headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });

  it("answers 403 to staff without a subscription screen", async () => {
    const staff = await createUser(t.database.db, { role: "data-admin" });
    const cookie = await signIn(t.app, staff.email, staff.password!);
    expect(
      (await t.app.inject({ url: "/api/registration/application", headers: { cookie } })).statusCode,
    ).toBe(403);
  });
});
