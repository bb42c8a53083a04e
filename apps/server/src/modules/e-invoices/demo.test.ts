import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eInvoiceLogs, eInvoices } from "../../db/schema/index.ts";
import { DEMO_ORGANISATIONS, demoEmail } from "../../lib/demo-accounts.ts";
import { createOrganisation, createUser } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { DEMO_INVALID_ERRORS, seedEInvoiceDemo } from "./demo.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { JOB_CONCURRENCY: "0" } });
  for (const demo of DEMO_ORGANISATIONS) {
    const organisation = await createOrganisation(t.database.db, {
      tier: demo.tier,
      name: demo.organisation,
    });
    // The demo pays its invoices as each organisation's primary user.
    await createUser(t.database.db, {
      role: demo.tier,
      organisationId: organisation.id,
      isPrimary: true,
      email: demoEmail(demo.login),
    });
  }
  await seedEInvoiceDemo(t.database.db, t.config.billing);
});
afterAll(() => t.close());

describe("e-invoice demo data", () => {
  it("has a Valid, an Invalid (with the authority's errors) and a paused e-invoice, each with its log", async () => {
    const rows = await t.database.db.select().from(eInvoices);
    expect(rows.map((r) => r.status).sort()).toEqual(["invalid", "paused", "valid"]);
    const invalid = rows.find((r) => r.status === "invalid")!;
    expect(invalid.errors).toEqual(DEMO_INVALID_ERRORS);
    for (const row of rows) {
      const logs = await t.database.db.select().from(eInvoiceLogs).where(eq(eInvoiceLogs.eInvoiceId, row.id));
      expect(logs.length).toBeGreaterThanOrEqual(2);
    }
  });
});
