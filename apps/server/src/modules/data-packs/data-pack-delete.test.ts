import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, dataPackRecords, dataPrePacks } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import {
  customerOrganisation,
  grantCredits,
  recordWithFiles,
  request,
  settled,
  storageOf,
} from "../downloads/test/helpers.ts";
import { builtPrePack, dataPack, staffCookie } from "./test/helpers.ts";

let t: TestApp;
let data: string;
beforeAll(async () => {
  t = await buildTestApp();
  data = await staffCookie(t);
});
afterAll(async () => {
  await t?.close();
});

const ref = (r: { type: string; id: string }) => ({ type: r.type, id: r.id });

describe("deleting a data pack", () => {
  it("refuses a published pack (409); deletes it once withdrawn with its pre-packs, audited; a package taken from it still downloads", async () => {
    const call = request(t);
    const storage = storageOf(t);
    const a = await recordWithFiles(t, { files: [Buffer.alloc(3000, 5)] });
    const id = await dataPack(t, data, { records: [ref(a)], credits: 3, name: "Pack to retire" });
    const prePack = await builtPrePack(
      t,
      (await call("POST", "/api/data-pre-packs", data, { packId: id })).json().id,
    );
    const c = await customerOrganisation(t, { tier: "standard" });
    await grantCredits(t, c.organisation.id, 10);
    const packageId = (await call("POST", `/api/data-packs/${id}/take`, c.memberCookie)).json().packageId;
    expect(await settled(t, packageId)).toMatchObject({ status: "ready", prebuiltPath: prePack.path });

    const published = await call("DELETE", `/api/admin/data-packs/${id}`, data);
    expect(published.statusCode).toBe(409);
    expect(published.json().error.message).toBe("This pack is published: withdraw it before deleting it.");
    const withdrawn = await call("POST", `/api/admin/data-packs/${id}/withdraw`, data);
    expect(withdrawn.json().allowedActions).toContain("delete");

    const deleted = await call("DELETE", `/api/admin/data-packs/${id}`, data);
    expect(deleted.statusCode).toBe(204);
    expect((await call("GET", `/api/admin/data-packs/${id}`, data)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/data-packs/${id}`, data)).statusCode).toBe(404);
    const { db } = t.database;
    expect(await db.select().from(dataPrePacks).where(eq(dataPrePacks.packId, id))).toEqual([]);
    expect(await db.select().from(dataPackRecords).where(eq(dataPackRecords.packId, id))).toEqual([]);
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, "delete")));
    expect(audit.before).toMatchObject({
      name: "Pack to retire",
      credits: 3,
      status: "withdrawn",
      records: [`${a.type}/${a.id}`],
      packagesTaken: 1,
      prePacksRemoved: [prePack.id],
    });

    // The customer's package is theirs: still listed, still served from the pre-pack's ZIP.
    const pkg = await call("GET", `/api/download-packagers/${packageId}`, c.memberCookie);
    expect(pkg.json()).toMatchObject({ status: "ready", name: "Pack to retire" });
    expect(await storage.stat(prePack.path as string)).not.toBeNull();
    const zip = await t.app.inject({
      method: "GET",
      url: `/api/download-packagers/${packageId}/download`,
      headers: { cookie: c.memberCookie, range: "bytes=0-9" },
    });
    expect(zip.statusCode).toBe(206);
  });

  it("deletes a draft; a pre-pack ZIP nothing uses goes with it", async () => {
    const call = request(t);
    const a = await recordWithFiles(t);
    const id = await dataPack(t, data, { records: [ref(a)], publish: false });
    const prePack = await builtPrePack(
      t,
      (await call("POST", "/api/data-pre-packs", data, { packId: id })).json().id,
    );
    expect((await call("DELETE", `/api/admin/data-packs/${id}`, data)).statusCode).toBe(204);
    expect(await storageOf(t).stat(prePack.path as string)).toBeNull();
  });

  it("answers 400 for a bad id, 401 signed out, 403 for customers, admin and system (view only)", async () => {
    const call = request(t);
    const a = await recordWithFiles(t);
    const id = await dataPack(t, data, { records: [ref(a)], publish: false });
    expect((await call("DELETE", "/api/admin/data-packs/bad%00id", data)).statusCode).toBe(400);
    expect((await call("DELETE", `/api/admin/data-packs/${id}`, "")).statusCode).toBe(401);
    const c = await customerOrganisation(t, { tier: "standard" });
    expect((await call("DELETE", `/api/admin/data-packs/${id}`, c.primaryCookie)).statusCode).toBe(403);
    for (const role of ["admin", "system-admin"] as const) {
      expect(
        (await call("DELETE", `/api/admin/data-packs/${id}`, await staffCookie(t, role))).statusCode,
      ).toBe(403);
    }
    expect((await call("GET", `/api/admin/data-packs/${id}`, data)).statusCode).toBe(200);
  });
});
