import { DOWNLOAD_PACKAGE_WORKFLOW } from "@strata/core";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, creditLedger, downloadPackages } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { creditBalanceOf } from "../billing/index.ts";
import { sweepPackages } from "./expiry.ts";
import { packageReference } from "./lifecycle.ts";
import {
  customerOrganisation,
  type Detail,
  grantCredits,
  recordWithFiles,
  request,
  settled,
  storageOf,
} from "./test/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function customer(credits: number) {
  const c = await customerOrganisation(t, { tier: "standard" });
  await grantCredits(t, c.organisation.id, credits);
  return c;
}

/** A confirmed package of these records, once its preparation has ended. */
async function preparedPackage(cookie: string, records: { type: string; id: string }[]) {
  const call = request(t);
  const id = ((await call("POST", "/api/catalogs/packager", cookie, { records })).json() as Detail).id;
  expect((await call("POST", `/api/download-packagers/${id}/confirm`, cookie)).statusCode).toBe(200);
  await settled(t, id);
  return id;
}

/** The package's audit trail, oldest first. */
async function trailOf(packageId: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.subjectType, DOWNLOAD_PACKAGE_WORKFLOW.name), eq(auditEvents.subjectId, packageId)),
    )
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.action));
}

describe("the download package workflow on the server", () => {
  it("lets one of two concurrent cancellations through: one 200, one 409, the credits refunded once", async () => {
    const c = await customer(10);
    const a = await recordWithFiles(t);
    const b = await recordWithFiles(t);
    const id = await preparedPackage(
      c.memberCookie,
      [a, b].map((r) => ({ type: r.type, id: r.id })),
    );
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(8);

    const call = request(t);
    const answers = await Promise.all(
      [1, 2].map(() => call("POST", `/api/download-packagers/${id}/cancel-download`, c.memberCookie)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().error.message).toBe("This package can no longer be cancelled. It is cancelled.");

    const refunds = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reference, packageReference(id)), eq(creditLedger.kind, "refund")));
    expect(refunds.map((r) => r.credits)).toEqual([2]);
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(10);
    const cancels = (await trailOf(id)).filter((e) => e.action === "cancel");
    expect(cancels).toHaveLength(1);
    expect(cancels[0]).toMatchObject({
      actorUserId: c.member.id,
      organisationId: c.organisation.id,
      before: { status: "ready" },
      after: { status: "cancelled", refunded: 2 },
    });
  });

  it("audits confirmation by the owner and the job's ready, then the sweep's expiry, each under the workflow's name", async () => {
    const c = await customer(10);
    const a = await recordWithFiles(t);
    const id = await preparedPackage(c.memberCookie, [{ type: a.type, id: a.id }]);
    await t.database.db
      .update(downloadPackages)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(downloadPackages.id, id));
    await sweepPackages(t.database.db);

    const trail = await trailOf(id);
    expect(trail.map((e) => e.action)).toEqual(["confirm", "prepared", "expire"]);
    expect(trail[0]).toMatchObject({
      actorUserId: c.member.id,
      before: { status: "draft" },
      after: { status: "preparing", credits: 1, items: 1 },
    });
    expect(trail[1]).toMatchObject({
      actorUserId: null,
      actorName: "Download preparation",
      before: { status: "preparing" },
      after: { status: "ready", refunded: 0 },
    });
    expect(trail[2]).toMatchObject({
      actorName: "Download package sweep",
      before: { status: "ready" },
      after: { status: "expired" },
    });
    const detail = (
      await request(t)("GET", `/api/download-packagers/${id}`, c.memberCookie)
    ).json() as Detail;
    expect(detail).toMatchObject({ status: "expired", allowedActions: [] });
  });

  it("audits a failed preparation with its refund, and a package cancelled by cancelling its last record", async () => {
    const c = await customer(10);
    const lost = await recordWithFiles(t);
    await storageOf(t).delete(lost.paths[0]);
    const failed = await preparedPackage(c.memberCookie, [{ type: lost.type, id: lost.id }]);
    const failTrail = await trailOf(failed);
    expect(failTrail.map((e) => e.action)).toEqual(["confirm", "fail"]);
    expect(failTrail[1]).toMatchObject({
      actorName: "Download preparation",
      before: { status: "preparing" },
      after: { status: "failed", refunded: 1 },
    });

    const kept = await recordWithFiles(t);
    const id = await preparedPackage(c.memberCookie, [{ type: kept.type, id: kept.id }]);
    const call = request(t);
    const item = ((await call("GET", `/api/download-packagers/${id}`, c.memberCookie)).json() as Detail)
      .items[0];
    const res = await call("POST", `/api/download-items/${item.id}/cancel-download`, c.memberCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", creditsRefunded: 1, allowedActions: [] });
    const trail = await trailOf(id);
    expect(trail.map((e) => e.action).sort()).toEqual(["cancel", "cancel-item", "confirm", "prepared"]);
    expect(trail.find((e) => e.action === "cancel")).toMatchObject({
      actorUserId: c.member.id,
      before: { status: "ready" },
      after: { status: "cancelled" },
    });
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(10);
  });
});
