import { DEFAULT_PACKAGE_TTL_DAYS } from "@strata/core";
import { createApplication } from "../../modules/applications/test/factory.ts";
import { dataPack } from "../../modules/data-packs/test/helpers.ts";
import { deliveredDataRequest } from "../../modules/data-requests/test/helpers.ts";
import { sweepPackages } from "../../modules/downloads/index.ts";
import { grantCredits, recordWithFiles, request, settled } from "../../modules/downloads/test/helpers.ts";
import { createInvoice, paymentAwaitingFinance, queueFor } from "../../modules/e-invoices/test/helpers.ts";
import { applicationInvoice } from "../../modules/reports/test/billing-seed.ts";
import { createUser, signIn, type TestUser } from "../factories.ts";
import type { TestApp } from "../harness.ts";

const DAY_MS = 86_400_000;

/** The JSON of a call that must have succeeded (the seeding stops at the first that did not). */
async function expectOk(answer: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const res = await answer;
  if (res.statusCode >= 300) throw new Error(`seeding a state: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
}

/**
 * Rows in the states routes read and a fresh database lacks, made as the app makes them (its
 * routes, services and the modules' test factories), so the fuzz meets them: a records package
 * expired by the sweep and a ready one, a delivered data request (an item of type `delivery`), a
 * published data pack, a curated package assigned to the organisation, a pending application,
 * issued, paid and cancelled invoices, bank transfers waiting for finance and rejected by it, a
 * queued e-invoice. Most belong to the fuzzed customer's organisation, so
 * its own routes (`…/me/…`) read them too; staff routes read them all.
 */
export async function seedEveryState(t: TestApp, customer: TestUser): Promise<void> {
  const db = t.database.db;
  const organisationId = customer.organisationId as string;
  const customerCookie = await signIn(t.app, customer.email, customer.password as string);
  const data = await createUser(db, { role: "data-admin" });
  const dataStaff = { id: data.id, cookie: await signIn(t.app, data.email, data.password as string) };
  await grantCredits(t, organisationId, 50);
  const records: { type: string; id: string }[] = [];
  for (const type of ["Seismic_2D", "Seismic_3D", "Well_Log", "Technical_Report"] as const) {
    const record = await recordWithFiles(t, { type, flags: { standard: true, premium: true } });
    records.push({ type: record.type, id: record.id });
  }

  const call = request(t);
  const confirmed = async (picked: { type: string; id: string }[]) => {
    const draft = await call("POST", "/api/catalogs/packager", customerCookie, { records: picked });
    if (draft.statusCode >= 300) throw new Error(`package not created: ${draft.statusCode} ${draft.body}`);
    const id = draft.json().id as string;
    const done = await call("POST", `/api/download-packagers/${id}/confirm`, customerCookie);
    if (done.statusCode >= 300) throw new Error(`package not confirmed: ${done.statusCode} ${done.body}`);
    await settled(t, id);
  };
  // The sweep expires what is ready past its time: the first package, before the others exist.
  await confirmed(records.slice(0, 2));
  await sweepPackages(db, new Date(Date.now() + (DEFAULT_PACKAGE_TTL_DAYS + 1) * DAY_MS));
  await confirmed(records.slice(2, 4));
  await deliveredDataRequest(t, customerCookie, dataStaff);
  await dataPack(t, dataStaff.cookie, { records: records.slice(0, 3) });
  const admin = await createUser(db, { role: "admin" });
  const adminCookie = await signIn(t.app, admin.email, admin.password as string);
  const curated = await expectOk(
    call("POST", "/api/curated-packages", adminCookie, {
      name: "Fuzz curated",
      records: records.slice(1, 3),
    }),
  );
  await expectOk(
    call("POST", `/api/curated-packages/${curated.id}/assignments`, adminCookie, { organisationId }),
  );

  await createApplication(db, {
    organisationId,
    status: "pending_verification",
    applicantUserId: customer.id,
  });
  const today = new Date().toISOString().slice(0, 10);
  for (const status of ["issued", "cancelled"] as const) {
    await applicationInvoice(t, { organisationId, planType: "premium", issued: today, status });
  }
  await applicationInvoice(t, {
    organisationId,
    planType: "premium",
    issued: today,
    status: "paid",
    paidAt: today,
  });
  await paymentAwaitingFinance(db, t.config.billing);
  const rejected = await paymentAwaitingFinance(db, t.config.billing);
  const finance = await createUser(db, { role: "finance" });
  const financeCookie = await signIn(t.app, finance.email, finance.password as string);
  await expectOk(
    call("POST", `/api/payments/${rejected.payment.id}/reject`, financeCookie, {
      reason: "No money arrived",
    }),
  );
  const { invoice } = await createInvoice(db, t.config.billing);
  await queueFor(db, t.app.jobs, invoice);
}
