import { rm, symlink } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadPackages } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { creditBalanceOf } from "../billing/index.ts";
import { preparePackage } from "./prepare.ts";
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

describe("preparation under faults", () => {
  it("fails with a clear status and refunds when storage cannot be read (after its retries)", async () => {
    const c = await customerOrganisation(t, { tier: "standard" });
    await grantCredits(t, c.organisation.id, 5);
    const a = await recordWithFiles(t);
    // The record's folder becomes a link to itself: every read of it fails with ELOOP, as a broken mount would.
    const folder = path.join(t.config.dataDir, "storage", path.dirname(path.dirname(a.paths[0])));
    await rm(folder, { recursive: true, force: true });
    await symlink(folder, folder);
    const call = request(t);
    const d = (
      await call("POST", "/api/catalogs/packager", c.memberCookie, { records: [{ type: a.type, id: a.id }] })
    ).json() as Detail;
    expect((await call("POST", `/api/download-packagers/${d.id}/confirm`, c.memberCookie)).statusCode).toBe(
      200,
    );
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(4);
    const row = await settled(t, d.id, 30_000);
    expect(row.status).toBe("failed");
    expect(row.error).toMatch(
      /^Preparation failed: the file store could not be reached\. Your credits were refunded; please try again later\.$/,
    );
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(5);
    await rm(folder);
  }, 40_000);

  it("is idempotent: runs that overlap or repeat (a retry, a restart) finish the package once", async () => {
    const c = await customerOrganisation(t, { tier: "standard" });
    await grantCredits(t, c.organisation.id, 5);
    const kept = await recordWithFiles(t);
    const lost = await recordWithFiles(t);
    await storageOf(t).delete(lost.paths[0]);
    const call = request(t);
    const d = (
      await call("POST", "/api/catalogs/packager", c.memberCookie, {
        records: [kept, lost].map((r) => ({ type: r.type, id: r.id })),
      })
    ).json() as Detail;
    await call("POST", `/api/download-packagers/${d.id}/confirm`, c.memberCookie);
    const deps = {
      db: t.database.db,
      storage: storageOf(t),
      jobs: t.app.jobs,
      realtime: t.app.realtime,
      ttlDays: 14,
    };
    const runs = await Promise.all([
      preparePackage(deps, d.id),
      preparePackage(deps, d.id),
      settled(t, d.id),
    ]);
    expect(runs.slice(0, 2).map((r) => r.status)).toEqual(["ready", "ready"]);
    expect((await preparePackage(deps, d.id)).status).toBe("ready");
    const [row] = await t.database.db.select().from(downloadPackages).where(eq(downloadPackages.id, d.id));
    expect(row).toMatchObject({ status: "ready", creditsSpent: 2, creditsRefunded: 1 });
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(4);
  });
});
