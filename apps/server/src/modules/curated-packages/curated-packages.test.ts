import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type CuratedPackageDetail, RENEW_MESSAGE } from "@strata/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, creditLedger, downloadPackages } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { insertRecord, signedInUser } from "../catalogs/test/catalog-factory.ts";
import {
  customerOrganisation,
  type Detail,
  recordWithFiles,
  request,
  settled,
} from "../downloads/test/helpers.ts";
import { staff } from "../subscriptions/test/helpers.ts";

let t: TestApp;
let call: ReturnType<typeof request>;
let admin: string;
let tmp: string;
beforeAll(async () => {
  t = await buildTestApp();
  call = request(t);
  admin = (await staff(t)).cookie;
  tmp = await mkdtemp(path.join(os.tmpdir(), "strata-curated-"));
});
afterAll(async () => {
  await t?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function curated(records: { type: string; id: string }[], name = `Curated ${Math.random()}`) {
  const res = await call("POST", "/api/curated-packages", admin, { name, description: "For you", records });
  expect(res.statusCode).toBe(201);
  return res.json() as CuratedPackageDetail;
}

async function assign(id: string, organisationId: string, userId?: string) {
  return call("POST", `/api/curated-packages/${id}/assignments`, admin, { organisationId, userId });
}

describe("curated packages (admin)", () => {
  it("admin creates, lists by name, edits and deletes a curated package, each change audited", async () => {
    const a = await recordWithFiles(t, { files: [Buffer.alloc(700, 1), Buffer.alloc(300, 2)] });
    const b = await recordWithFiles(t);
    const name = `North Malay wells ${Date.now()}`;
    const created = await curated(
      [
        { type: a.type, id: a.id },
        { type: b.type, id: b.id },
        { type: a.type, id: a.id },
      ],
      name,
    );
    expect(created).toMatchObject({
      name,
      description: "For you",
      recordCount: 2,
      sizeBytes: 1000 + b.files[0].length,
      assignmentCount: 0,
      records: [
        { type: a.type, id: a.id, title: a.title },
        { type: b.type, id: b.id, title: b.title },
      ],
    });

    const found = await call("GET", `/api/curated-packages?q=${encodeURIComponent("north malay")}`, admin);
    expect(found.statusCode).toBe(200);
    expect(found.json().result.map((p: { id: string }) => p.id)).toEqual([created.id]);
    const none = await call("GET", "/api/curated-packages?q=nothing-is-called-this", admin);
    expect(none.json()).toMatchObject({ result: [], pageTotal: 0 });

    const edited = await call("PUT", `/api/curated-packages/${created.id}`, admin, {
      name: `${name} (edited)`,
      description: "",
      records: [{ type: b.type, id: b.id }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: `${name} (edited)`,
      recordCount: 1,
      records: [{ id: b.id }],
    });

    const removed = await call("DELETE", `/api/curated-packages/${created.id}`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await call("GET", `/api/curated-packages/${created.id}`, admin)).statusCode).toBe(404);
    const trail = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "curated_package"), eq(auditEvents.subjectId, created.id)));
    expect(trail.map((e) => e.action).sort()).toEqual(["create", "delete", "update"]);
  });

  it("names the field of bad input (400), an unknown record (404) and a record without files (409)", async () => {
    const a = await recordWithFiles(t);
    const blank = await call("POST", "/api/curated-packages", admin, {
      name: " ",
      records: [{ type: a.type, id: a.id }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe("body.name: Give the curated package a name");
    const empty = await call("POST", "/api/curated-packages", admin, { name: "X", records: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/records: Choose at least one record/);
    const badType = await call("POST", "/api/curated-packages", admin, {
      name: "X",
      records: [{ type: "Gravity", id: "x" }],
    });
    expect(badType.statusCode).toBe(400);
    expect((await call("GET", "/api/curated-packages?page=0", admin)).statusCode).toBe(400);

    const unknown = await call("POST", "/api/curated-packages", admin, {
      name: "X",
      records: [{ type: "Seismic_2D", id: "NO-SUCH-LINE" }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Seismic 2D record NO-SUCH-LINE not found");

    const bare = await insertRecord(t.database.db, "Seismic_2D", {});
    const bareId = String(bare.seismic2DInfoID);
    const noFiles = await call("POST", "/api/curated-packages", admin, {
      name: "X",
      records: [{ type: "Seismic_2D", id: bareId }],
    });
    expect(noFiles.statusCode).toBe(409);
    expect(noFiles.json().error.message).toMatch(/has no files to download/);

    const c = await curated([{ type: a.type, id: a.id }]);
    const noOrg = await call("POST", `/api/curated-packages/${c.id}/assignments`, admin, {});
    expect(noOrg.statusCode).toBe(400);
    expect(noOrg.json().error.message).toMatch(/organisationId/);
    expect(
      (await call("PUT", "/api/curated-packages/nope", admin, { name: "X", records: [a] })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", "/api/curated-packages/nope", admin)).statusCode).toBe(404);
    expect((await call("GET", "/api/curated-packages/nope/assignments", admin)).statusCode).toBe(404);
  });

  it("refuses strangers (401) and anyone but admin staff managing curated packages (403)", async () => {
    const customer = await customerOrganisation(t);
    const finance = (await staff(t, "finance")).cookie;
    const a = await recordWithFiles(t);
    const body = { name: "X", records: [{ type: a.type, id: a.id }] };
    expect((await call("GET", "/api/curated-packages")).statusCode).toBe(401);
    expect((await call("POST", "/api/curated-packages", "", body)).statusCode).toBe(401);
    expect((await call("GET", "/api/curated-packages/mine")).statusCode).toBe(401);
    for (const cookie of [customer.primaryCookie, finance]) {
      expect((await call("GET", "/api/curated-packages", cookie)).statusCode).toBe(403);
      expect((await call("POST", "/api/curated-packages", cookie, body)).statusCode).toBe(403);
      expect((await call("GET", "/api/curated-packages/record-search?q=line", cookie)).statusCode).toBe(403);
    }
    // Staff belong to no organisation: nothing is curated for them to take.
    expect((await call("GET", "/api/curated-packages/mine", admin)).statusCode).toBe(403);
    const basic = await customerOrganisation(t, { tier: "basic" });
    expect((await call("GET", "/api/curated-packages/mine", basic.memberCookie)).statusCode).toBe(403);
  });

  it("finds records to curate by title with the catalogue's search", async () => {
    const a = await recordWithFiles(t);
    const res = await call("GET", `/api/curated-packages/record-search?q=${encodeURIComponent(a.id)}`, admin);
    expect(res.statusCode).toBe(200);
    const hits = res.json().groups.flatMap((g: { results: { id: string }[] }) => g.results);
    expect(hits.map((h: { id: string }) => h.id)).toContain(a.id);
  });
});

describe("assignments", () => {
  it("assigns to an organisation or one of its users, refuses the same target twice (409), lists and removes", async () => {
    const a = await recordWithFiles(t);
    const c = await curated([{ type: a.type, id: a.id }], `Assigned ${Date.now()}`);
    const org = await customerOrganisation(t);
    const other = await customerOrganisation(t);

    const whole = await assign(c.id, org.organisation.id);
    expect(whole.statusCode).toBe(201);
    expect(whole.json()).toMatchObject({ organisationId: org.organisation.id, userId: null, userName: null });
    const twice = await assign(c.id, org.organisation.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(
      `"${c.name}" is already assigned to ${org.organisation.name} (all its users).`,
    );

    const one = await assign(c.id, other.organisation.id, other.member.id);
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({ userId: other.member.id, userName: other.member.name });
    const oneTwice = await assign(c.id, other.organisation.id, other.member.id);
    expect(oneTwice.statusCode).toBe(409);
    expect(oneTwice.json().error.message).toMatch(/is already assigned to .* of /);

    // A user of another organisation, an unknown organisation or curated package: 404.
    expect((await assign(c.id, other.organisation.id, org.member.id)).statusCode).toBe(404);
    expect((await assign(c.id, "no-such-org")).statusCode).toBe(404);
    expect((await assign("no-such-package", org.organisation.id)).statusCode).toBe(404);

    const list = await call("GET", `/api/curated-packages/${c.id}/assignments`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().pageTotal).toBe(2);
    expect((await call("GET", `/api/curated-packages/${c.id}`, admin)).json().assignmentCount).toBe(2);

    // The assigned user sees it; their colleague does not.
    const mine = async (cookie: string) =>
      (await call("GET", "/api/curated-packages/mine", cookie))
        .json()
        .result.map((p: { id: string }) => p.id);
    expect(await mine(other.memberCookie)).toContain(c.id);
    expect(await mine(other.primaryCookie)).not.toContain(c.id);
    expect(await mine(org.primaryCookie)).toContain(c.id);

    const removed = await call(
      "DELETE",
      `/api/curated-packages/${c.id}/assignments/${whole.json().id}`,
      admin,
    );
    expect(removed.statusCode).toBe(204);
    expect(await mine(org.primaryCookie)).not.toContain(c.id);
    expect(
      (await call("DELETE", `/api/curated-packages/${c.id}/assignments/${whole.json().id}`, admin))
        .statusCode,
    ).toBe(404);
    const trail = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "curated_package"), eq(auditEvents.subjectId, c.id)));
    expect(trail.map((e) => e.action).sort()).toEqual(["assign", "assign", "create", "unassign"]);
  });
});

describe("taking a curated package", () => {
  it("the organisation's user takes it free of credits, whatever the tier flags; it prepares and downloads; taking again answers the same package", async () => {
    // Premium-only: admin curated it for this standard organisation, so it is delivered.
    const a = await recordWithFiles(t, { flags: { premium: true }, files: [Buffer.alloc(4000, 7)] });
    const b = await recordWithFiles(t);
    const c = await curated(
      [
        { type: a.type, id: a.id },
        { type: b.type, id: b.id },
      ],
      `Field study ${Date.now()}`,
    );
    const org = await customerOrganisation(t, { tier: "standard" });
    expect((await assign(c.id, org.organisation.id)).statusCode).toBe(201);

    const listed = await call("GET", "/api/curated-packages/mine", org.memberCookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().result).toEqual([
      expect.objectContaining({
        id: c.id,
        name: c.name,
        recordCount: 2,
        sizeBytes: 4000 + b.files[0].length,
        packageId: null,
      }),
    ]);

    const takes = await Promise.all([
      call("POST", `/api/curated-packages/${c.id}/take`, org.memberCookie),
      call("POST", `/api/curated-packages/${c.id}/take`, org.memberCookie),
    ]);
    expect(takes.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first, second] = takes.map((r) => r.json());
    expect(first.packageId).toBe(second.packageId);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    const packageId = first.packageId as string;

    const row = await settled(t, packageId);
    expect(row).toMatchObject({ status: "ready", origin: "curated", originId: c.id, creditsSpent: 0 });
    const spent = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.organisationId, org.organisation.id));
    expect(spent.filter((e) => e.kind === "spend")).toHaveLength(0);

    const detail = (
      await call("GET", `/api/download-packagers/${packageId}`, org.memberCookie)
    ).json() as Detail;
    expect(detail).toMatchObject({ name: c.name, status: "ready", credits: 0, itemCount: 2 });
    const zip = await call("GET", `/api/download-packagers/${packageId}/download`, org.memberCookie);
    expect(zip.statusCode).toBe(200);
    const file = path.join(tmp, `${packageId}.zip`);
    await writeFile(file, zip.rawPayload);
    expect(execFileSync("unzip", ["-t", file]).toString()).toMatch(/No errors detected/);
    expect(execFileSync("unzip", ["-Z1", file]).toString().trim().split("\n")).toEqual(
      [...a.paths, ...b.paths].sort().concat("MANIFEST.sha256"),
    );

    // Still downloadable: taking again answers it; the list says which package it is.
    const again = await call("POST", `/api/curated-packages/${c.id}/take`, org.memberCookie);
    expect(again.json()).toEqual({ packageId, created: false });
    const after = (await call("GET", "/api/curated-packages/mine", org.memberCookie)).json();
    expect(after.result[0].packageId).toBe(packageId);

    // Once it expired, taking makes a new one. A colleague gets their own.
    await t.database.db
      .update(downloadPackages)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(downloadPackages.id, packageId));
    const fresh = await call("POST", `/api/curated-packages/${c.id}/take`, org.memberCookie);
    expect(fresh.json()).toMatchObject({ created: true });
    expect(fresh.json().packageId).not.toBe(packageId);
    const colleague = await call("POST", `/api/curated-packages/${c.id}/take`, org.primaryCookie);
    expect(colleague.json().created).toBe(true);
    await settled(t, fresh.json().packageId);
    await settled(t, colleague.json().packageId);

    // Deleting the curated package leaves the packages taken from it.
    expect((await call("DELETE", `/api/curated-packages/${c.id}`, admin)).statusCode).toBe(204);
    expect(
      (await call("GET", `/api/download-packagers/${colleague.json().packageId}`, org.primaryCookie)).json(),
    ).toMatchObject({
      status: "ready",
    });
    expect((await call("POST", `/api/curated-packages/${c.id}/take`, org.memberCookie)).statusCode).toBe(404);
  });

  it("another organisation's curated package is a 404, an unknown one too; an expired user is refused", async () => {
    const a = await recordWithFiles(t);
    const c = await curated([{ type: a.type, id: a.id }]);
    const mineOrg = await customerOrganisation(t);
    const stranger = await customerOrganisation(t);
    expect((await assign(c.id, mineOrg.organisation.id)).statusCode).toBe(201);

    const listed = await call("GET", "/api/curated-packages/mine", stranger.memberCookie);
    expect(listed.json().result.map((p: { id: string }) => p.id)).not.toContain(c.id);
    const take = await call("POST", `/api/curated-packages/${c.id}/take`, stranger.memberCookie);
    expect(take.statusCode).toBe(404);
    expect(take.json().error.message).toBe("Curated package not found");
    expect((await call("POST", "/api/curated-packages/nope/take", mineOrg.memberCookie)).statusCode).toBe(
      404,
    );
    expect(
      (await call("GET", "/api/curated-packages/mine?pageSize=1000", mineOrg.memberCookie)).statusCode,
    ).toBe(400);
    expect((await call("POST", `/api/curated-packages/${c.id}/take`)).statusCode).toBe(401);

    const expired = await signedInUser(t.app, t.database.db, { role: "standard", expired: true });
    expect((await assign(c.id, expired.organisationId as string)).statusCode).toBe(201);
    const refused = await call("POST", `/api/curated-packages/${c.id}/take`, expired.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(RENEW_MESSAGE);
  });
});
