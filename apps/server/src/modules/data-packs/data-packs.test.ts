import { execFileSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DataPackDetail, PublishedDataPackList } from "@strata/core";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, dataPrePacks, downloadItems, downloadPackages } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { creditBalanceOf } from "../billing/index.ts";
import {
  customerOrganisation,
  grantCredits,
  recordWithFiles,
  request,
  settled,
  storageOf,
} from "../downloads/test/helpers.ts";
import { settlePrePack } from "./pre-pack-workflow.ts";
import { buildPrePack, removeUnusedPrePackObjects } from "./pre-packs.ts";
import { builtPrePack, dataPack, staffCookie } from "./test/helpers.ts";

let t: TestApp;
let tmp: string;
let data: string;
beforeAll(async () => {
  t = await buildTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), "strata-packs-"));
  data = await staffCookie(t);
});
afterAll(async () => {
  await t?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const ref = (r: { type: string; id: string }) => ({ type: r.type, id: r.id });

async function standardCustomer(credits = 100) {
  const c = await customerOrganisation(t, { tier: "standard" });
  if (credits > 0) await grantCredits(t, c.organisation.id, credits);
  return c;
}

async function unzipped(zip: Buffer) {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.zip`);
  await writeFile(file, zip);
  return {
    test: execFileSync("unzip", ["-t", file]).toString(),
    manifest: execFileSync("unzip", ["-p", file, "MANIFEST.sha256"]).toString(),
    list: execFileSync("unzip", ["-Z1", file]).toString().trim().split("\n"),
    file: (name: string) => execFileSync("unzip", ["-p", file, name]),
  };
}

describe("data staff write packs", () => {
  it("creates a draft, refuses a taken name (any case), edits it, publishes and withdraws it, all audited", async () => {
    const call = request(t);
    const a = await recordWithFiles(t, { files: [Buffer.alloc(3000, 1)] });
    const b = await recordWithFiles(t);
    const created = await call("POST", "/api/admin/data-packs", data, {
      name: "Malay Basin released lines",
      description: "Released 2D lines",
      credits: 12,
      records: [ref(a), ref(b)],
    });
    expect(created.statusCode).toBe(201);
    const pack = created.json() as DataPackDetail;
    expect(pack).toMatchObject({ status: "draft", credits: 12, recordCount: 2, prePack: null });
    expect(pack.sizeBytes).toBe(3000 + b.files[0].length);
    expect(pack.records.map((r) => r.title)).toEqual([a.title, b.title]);
    expect(pack.allowedActions).toEqual(["edit", "delete", "publish", "build_pre_pack"]);

    const twin = await call("POST", "/api/admin/data-packs", data, {
      name: "MALAY BASIN released LINES",
      credits: 1,
      records: [ref(a)],
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.message).toBe('A data pack named "MALAY BASIN released LINES" already exists.');

    const edited = await call("PUT", `/api/admin/data-packs/${pack.id}`, data, {
      name: "Malay Basin released lines",
      description: "Only one line",
      credits: 5,
      records: [ref(b)],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ recordCount: 1, credits: 5, description: "Only one line" });

    const published = await call("POST", `/api/admin/data-packs/${pack.id}/publish`, data);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: "published",
      allowedActions: ["withdraw", "build_pre_pack"],
    });
    expect(published.json().publishedAt).not.toBeNull();
    const whilePublished = await call("PUT", `/api/admin/data-packs/${pack.id}`, data, {
      name: "Malay Basin released lines",
      credits: 5,
      records: [ref(a)],
    });
    expect(whilePublished.statusCode).toBe(409);
    expect(whilePublished.json().error.message).toMatch(/withdraw it before editing/);
    expect((await call("POST", `/api/admin/data-packs/${pack.id}/publish`, data)).statusCode).toBe(409);

    const withdrawn = await call("POST", `/api/admin/data-packs/${pack.id}/withdraw`, data);
    expect(withdrawn.json()).toMatchObject({
      status: "withdrawn",
      allowedActions: ["edit", "delete", "publish", "build_pre_pack"],
    });

    const trail = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, pack.id));
    expect(trail.map((e) => e.action).sort()).toEqual(["create", "publish", "update", "withdraw"]);
  });

  it("answers 400 naming the field, 404 for an unknown record, 409 for a record without files", async () => {
    const call = request(t);
    const a = await recordWithFiles(t);
    const negative = await call("POST", "/api/admin/data-packs", data, {
      name: "X",
      credits: -1,
      records: [ref(a)],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toMatch(/credits/);
    const none = await call("POST", "/api/admin/data-packs", data, { name: "X", credits: 1, records: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toMatch(/records/);
    const twice = await call("POST", "/api/admin/data-packs", data, {
      name: "X",
      credits: 1,
      records: [ref(a), ref(a)],
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await call("POST", "/api/admin/data-packs", data, {
      name: "X",
      credits: 1,
      records: [{ type: "Seismic_2D", id: "NO-SUCH-LINE" }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Seismic 2D record NO-SUCH-LINE not found");
    const bare = await recordWithFiles(t, { files: [] });
    const noFiles = await call("POST", "/api/admin/data-packs", data, {
      name: "X",
      credits: 1,
      records: [ref(bare)],
    });
    expect(noFiles.statusCode).toBe(409);
    expect(noFiles.json().error.message).toBe(`${bare.title} has no files to download.`);
    expect((await call("GET", "/api/admin/data-packs/nope", data)).statusCode).toBe(404);
    expect((await call("POST", "/api/admin/data-packs/nope/publish", data)).statusCode).toBe(404);
  });

  it("keeps writes to data staff: 401 signed out, 403 for customers and admin, system may only view", async () => {
    const call = request(t);
    const a = await recordWithFiles(t);
    const id = await dataPack(t, data, { records: [ref(a)], publish: false });
    const body = { name: "Y", credits: 1, records: [ref(a)] };
    expect((await call("GET", "/api/admin/data-packs")).statusCode).toBe(401);
    expect((await call("POST", "/api/admin/data-packs", "", body)).statusCode).toBe(401);
    const c = await standardCustomer(0);
    expect((await call("GET", "/api/admin/data-packs", c.memberCookie)).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/data-packs", c.primaryCookie, body)).statusCode).toBe(403);
    const admin = await staffCookie(t, "admin");
    expect((await call("POST", `/api/admin/data-packs/${id}/publish`, admin)).statusCode).toBe(403);
    const system = await staffCookie(t, "system-admin");
    const seen = await call("GET", `/api/admin/data-packs/${id}`, system);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().allowedActions).toEqual([]);
    expect((await call("POST", `/api/admin/data-packs/${id}/publish`, system)).statusCode).toBe(403);
    expect((await call("PUT", `/api/admin/data-packs/${id}`, system, body)).statusCode).toBe(403);
    expect((await call("POST", "/api/data-pre-packs", system, { packId: id })).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/data-packs/record-search?q=line", system)).statusCode).toBe(403);
  });

  it("finds catalogue records for the picker", async () => {
    const a = await recordWithFiles(t);
    const res = await request(t)(
      "GET",
      `/api/admin/data-packs/record-search?q=${encodeURIComponent(a.title)}`,
      data,
    );
    expect(res.statusCode).toBe(200);
    const hits = res.json().groups.flatMap((g: { results: { id: string }[] }) => g.results.map((r) => r.id));
    expect(hits).toContain(a.id);
  });
});

describe("customers browse and take published packs", () => {
  it("lists only published packs; a draft or withdrawn pack is not found and cannot be taken", async () => {
    const call = request(t);
    const c = await standardCustomer();
    const a = await recordWithFiles(t);
    const draft = await dataPack(t, data, { records: [ref(a)], publish: false, name: "Hidden draft pack" });
    const live = await dataPack(t, data, { records: [ref(a)], credits: 3, name: "Visible live pack" });
    const list = (
      await call("GET", "/api/data-packs?pageSize=100", c.memberCookie)
    ).json() as PublishedDataPackList;
    const names = list.result.map((p) => p.name);
    expect(names).toContain("Visible live pack");
    expect(names).not.toContain("Hidden draft pack");
    expect(list.result.find((p) => p.id === live)).toMatchObject({
      credits: 3,
      recordCount: 1,
      instant: false,
    });
    expect((await call("GET", `/api/data-packs/${draft}`, c.memberCookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/data-packs/${draft}/take`, c.memberCookie)).statusCode).toBe(404);
    const detail = await call("GET", `/api/data-packs/${live}`, c.memberCookie);
    expect(detail.json().records).toEqual([
      { type: a.type, id: a.id, title: a.title, fileCount: 1, sizeBytes: a.files[0].length },
    ]);
    await call("POST", `/api/admin/data-packs/${live}/withdraw`, data);
    expect((await call("GET", `/api/data-packs/${live}`, c.memberCookie)).statusCode).toBe(404);
    expect((await call("POST", `/api/data-packs/${live}/take`, c.memberCookie)).statusCode).toBe(404);
  });

  it("makes a package for the pack's price spread over its records; cancelling one refunds its share", async () => {
    const call = request(t);
    const c = await standardCustomer(50);
    const big = await recordWithFiles(t, { files: [Buffer.alloc(6000, 3)] });
    const small = await recordWithFiles(t, { files: [Buffer.alloc(2000, 4), Buffer.alloc(2000, 5)] });
    const id = await dataPack(t, data, { records: [ref(big), ref(small)], credits: 7, name: "Spread pack" });

    const taken = await call("POST", `/api/data-packs/${id}/take`, c.memberCookie);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ credits: 7, prebuilt: false });
    const packageId = taken.json().packageId as string;
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(43);
    const [row] = await t.database.db
      .select()
      .from(downloadPackages)
      .where(eq(downloadPackages.id, packageId));
    expect(row).toMatchObject({
      origin: "data_pack",
      originId: id,
      name: "Spread pack",
      userId: c.member.id,
    });
    const items = await t.database.db
      .select()
      .from(downloadItems)
      .where(eq(downloadItems.packageId, packageId));
    expect(Object.fromEntries(items.map((i) => [i.recordId, i.credits]))).toEqual({
      [big.id]: 4,
      [small.id]: 3,
    });

    expect((await settled(t, packageId)).status).toBe("ready");
    const zip = await call("GET", `/api/download-packagers/${packageId}/download`, c.memberCookie);
    expect(zip.statusCode).toBe(200);
    const { list } = await unzipped(zip.rawPayload);
    expect(list).toEqual([...[...big.paths, ...small.paths].sort(), "MANIFEST.sha256"]);

    // Taken again while the first is still downloadable: a second package, paid again.
    const again = await call("POST", `/api/data-packs/${id}/take`, c.memberCookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().packageId).not.toBe(packageId);
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(36);
    await settled(t, again.json().packageId);
    const smallItem = (
      await t.database.db
        .select()
        .from(downloadItems)
        .where(eq(downloadItems.packageId, again.json().packageId))
    ).find((i) => i.recordId === small.id);
    const cancelled = await call(
      "POST",
      `/api/download-items/${smallItem?.id}/cancel-download`,
      c.memberCookie,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(39);

    // Another organisation's user cannot see the package taken.
    const other = await standardCustomer(0);
    expect((await call("GET", `/api/download-packagers/${packageId}`, other.memberCookie)).statusCode).toBe(
      404,
    );
  });

  it("refuses, naming every record the user may not download, with 403", async () => {
    const c = await standardCustomer();
    const ok = await recordWithFiles(t);
    const p1 = await recordWithFiles(t, { flags: { premium: true } });
    const p2 = await recordWithFiles(t, { flags: { premium: true } });
    const id = await dataPack(t, data, { records: [ref(ok), ref(p1), ref(p2)] });
    const res = await request(t)("POST", `/api/data-packs/${id}/take`, c.memberCookie);
    expect(res.statusCode).toBe(403);
    const message = res.json().error.message as string;
    expect(message).toMatch(/^You may not download 2 of the pack's 3 records\./);
    expect(message).toContain(p1.title);
    expect(message).toContain(p2.title);
    expect(message).not.toContain(ok.title);
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(100);
  });

  it("answers 401 signed out, 403 without the download manager (basic) or for staff, 400 for a bad id", async () => {
    const call = request(t);
    const a = await recordWithFiles(t, { flags: { basic: true, standard: true } });
    const id = await dataPack(t, data, { records: [ref(a)] });
    expect((await call("GET", "/api/data-packs")).statusCode).toBe(401);
    expect((await call("POST", `/api/data-packs/${id}/take`)).statusCode).toBe(401);
    const basic = await customerOrganisation(t, { tier: "basic" });
    expect((await call("GET", "/api/data-packs", basic.primaryCookie)).statusCode).toBe(403);
    expect((await call("POST", `/api/data-packs/${id}/take`, basic.primaryCookie)).statusCode).toBe(403);
    expect((await call("POST", `/api/data-packs/${id}/take`, data)).statusCode).toBe(403);
    const c = await standardCustomer();
    expect((await call("POST", "/api/data-packs/a%00b/take", c.memberCookie)).statusCode).toBe(400);
    expect((await call("GET", "/api/data-packs?pageSize=0", c.memberCookie)).statusCode).toBe(400);
  });

  it("spends once under concurrent takes: with credits for one, one is 200 and the other 409", async () => {
    const c = await standardCustomer(10);
    const a = await recordWithFiles(t);
    const id = await dataPack(t, data, { records: [ref(a)], credits: 6 });
    const results = await Promise.all([
      request(t)("POST", `/api/data-packs/${id}/take`, c.memberCookie),
      request(t)("POST", `/api/data-packs/${id}/take`, c.primaryCookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().error.message).toMatch(/credit/i);
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(4);
    const packages = await t.database.db
      .select()
      .from(downloadPackages)
      .where(eq(downloadPackages.organisationId, c.organisation.id));
    expect(packages).toHaveLength(1);
  });
});

describe("pre-packs", () => {
  it("builds a pack's ZIP ahead; a package taken from it downloads byte-identical, resumes, and its manifest verifies", async () => {
    const call = request(t);
    const storage = storageOf(t);
    const a = await recordWithFiles(t, { files: [Buffer.alloc(40_000, 7), Buffer.from("second file\n")] });
    const b = await recordWithFiles(t);
    const id = await dataPack(t, data, { records: [ref(a), ref(b)], credits: 4, name: "Prebuilt pack" });

    const started = await call("POST", "/api/data-pre-packs", data, { packId: id });
    expect(started.statusCode).toBe(202);
    expect(started.json().status).toBe("building");
    const first = await builtPrePack(t, started.json().id);
    expect(first.status).toBe("ready");
    expect(first.path).toBe(`Pre-packs/${first.id}.zip`);
    expect((await storage.stat(first.path as string))?.size).toBe(first.sizeBytes);
    const shown = await call("GET", `/api/data-pre-packs/${first.id}`, data);
    expect(shown.json()).toMatchObject({ status: "ready", fileCount: 3, sizeBytes: first.sizeBytes });

    // A newer build replaces the older one and its stored ZIP.
    const second = await builtPrePack(
      t,
      (await call("POST", "/api/data-pre-packs", data, { packId: id })).json().id,
    );
    expect(second.status).toBe("ready");
    // Removed just after the newer one is marked ready.
    await expect.poll(() => storage.stat(first.path as string)).toBeNull();
    expect((await call("GET", `/api/data-pre-packs/${first.id}`, data)).statusCode).toBe(404);
    const list = await call("GET", `/api/data-pre-packs?packId=${id}`, data);
    expect(list.json().result.map((p: { id: string }) => p.id)).toEqual([second.id]);

    const c = await standardCustomer();
    const listed = (
      await call("GET", "/api/data-packs?q=Prebuilt", c.memberCookie)
    ).json() as PublishedDataPackList;
    expect(listed.result[0]).toMatchObject({ id, instant: true });
    const taken = await call("POST", `/api/data-packs/${id}/take`, c.memberCookie);
    expect(taken.json()).toMatchObject({ prebuilt: true, credits: 4 });
    const packageId = taken.json().packageId as string;
    const ready = await settled(t, packageId);
    expect(ready).toMatchObject({
      status: "ready",
      prebuiltPath: second.path,
      zipSizeBytes: second.sizeBytes,
    });

    const stored = await storage.readRange(second.path as string, { start: 0 });
    const url = `/api/download-packagers/${packageId}/download`;
    const whole = await t.app.inject({ method: "GET", url, headers: { cookie: c.memberCookie } });
    expect(whole.statusCode).toBe(200);
    expect(Number(whole.headers["content-length"])).toBe(stored.length);
    expect(whole.rawPayload.equals(stored)).toBe(true);
    const etag = String(whole.headers.etag);
    const part = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie: c.memberCookie, range: "bytes=1000-", "if-range": etag },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1000-${stored.length - 1}/${stored.length}`);
    expect(part.rawPayload.equals(stored.subarray(1000))).toBe(true);

    const zip = await unzipped(whole.rawPayload);
    expect(zip.test).toMatch(/No errors detected/);
    const lines = zip.manifest.trim().split("\n");
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      const [hash, name] = line.split("  ");
      expect(sha256(zip.file(name))).toBe(hash);
    }
    expect(lines.join("\n")).toContain(`${sha256(a.files[0])}  ${a.paths[0]}`);
  });

  it("keeps a replaced pre-pack's ZIP while a package taken from it is live, and removes it after", async () => {
    const call = request(t);
    const storage = storageOf(t);
    const a = await recordWithFiles(t, { files: [Buffer.alloc(5000, 2)] });
    const id = await dataPack(t, data, { records: [ref(a)], credits: 2 });
    const build = async () =>
      builtPrePack(t, (await call("POST", "/api/data-pre-packs", data, { packId: id })).json().id);
    const first = await build();
    const c = await standardCustomer();
    const packageId = (await call("POST", `/api/data-packs/${id}/take`, c.memberCookie)).json().packageId;
    expect(await settled(t, packageId)).toMatchObject({ status: "ready", prebuiltPath: first.path });

    const second = await build();
    expect(second.status).toBe("ready");
    expect(await storage.stat(first.path as string)).not.toBeNull();
    // A part (not the last byte: the package stays undelivered, so it can still be cancelled).
    const part = await t.app.inject({
      method: "GET",
      url: `/api/download-packagers/${packageId}/download`,
      headers: { cookie: c.memberCookie, range: "bytes=0-99" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(await storage.readRange(first.path as string, { start: 0, end: 99 }))).toBe(
      true,
    );

    const cancelled = await call(
      "POST",
      `/api/download-packagers/${packageId}/cancel-download`,
      c.memberCookie,
    );
    expect(cancelled.statusCode).toBe(200);
    await removeUnusedPrePackObjects({ db: t.database.db, storage });
    await expect.poll(() => storage.stat(first.path as string)).toBeNull();
    expect(await storage.stat(second.path as string)).not.toBeNull();
  });

  it("goes stale when the pack's records change: its pre-packs and their ZIPs are deleted", async () => {
    const call = request(t);
    const a = await recordWithFiles(t);
    const b = await recordWithFiles(t);
    const id = await dataPack(t, data, { records: [ref(a)], publish: false });
    const built = await builtPrePack(
      t,
      (await call("POST", "/api/data-pre-packs", data, { packId: id })).json().id,
    );
    expect(built.status).toBe("ready");
    const renamed = await call("PUT", `/api/admin/data-packs/${id}`, data, {
      name: "Renamed, same records",
      credits: 2,
      records: [ref(a)],
    });
    expect(renamed.json().prePack).toMatchObject({ id: built.id, status: "ready" });
    const edited = await call("PUT", `/api/admin/data-packs/${id}`, data, {
      name: "Renamed, same records",
      credits: 2,
      records: [ref(a), ref(b)],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().prePack).toBeNull();
    expect(await storageOf(t).stat(built.path as string)).toBeNull();
  });

  it("ends through the pre-pack workflow, audited once; a build and a failure racing end it once", async () => {
    const { db } = t.database;
    const call = request(t);
    const a = await recordWithFiles(t);
    const id = await dataPack(t, data, { records: [ref(a)], publish: false });
    const trail = async (prePackId: string) =>
      (
        await db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.subjectType, "data_pre_pack"), eq(auditEvents.subjectId, prePackId)))
          .orderBy(asc(auditEvents.createdAt))
      ).map((e) => ({ action: e.action, actor: e.actorName, after: e.after as Record<string, unknown> }));
    const first = await builtPrePack(
      t,
      (await call("POST", "/api/data-pre-packs", data, { packId: id })).json().id,
    );
    expect(await trail(first.id)).toMatchObject([
      { action: "build", after: { status: "building" } },
      {
        action: "built",
        actor: "Pre-pack builder",
        after: { status: "ready", path: first.path, sizeBytes: first.sizeBytes, files: 1, replaced: [] },
      },
    ]);

    // The job giving up while a (retried) build finishes: one of the two ends it, the other is a no-op.
    const storage = storageOf(t);
    for (let i = 0; i < 3; i++) {
      const prePackId = randomUUID();
      await db.insert(dataPrePacks).values({ id: prePackId, packId: id, status: "building" });
      const [build] = await Promise.all([
        buildPrePack({ db, storage }, prePackId),
        db.transaction((tx) =>
          settlePrePack(tx, { id: prePackId, action: "fail", set: { error: "The build failed: gave up" } }),
        ),
      ]);
      const [row] = await db.select().from(dataPrePacks).where(eq(dataPrePacks.id, prePackId));
      const endings = (await trail(prePackId)).filter((e) => e.action !== "build");
      expect(endings).toHaveLength(1);
      expect(endings[0].after.status).toBe(row.status);
      // The build either ended it, or found it failed (before it started, or when it came to mark it).
      expect(build.status === "ready").toBe(row.status === "ready");
    }
  });

  it("fails naming the file missing from storage; 404 for an unknown pack; 403 for customers", async () => {
    const call = request(t);
    const a = await recordWithFiles(t);
    await storageOf(t).delete(a.paths[0]);
    const id = await dataPack(t, data, { records: [ref(a)], publish: false });
    const failed = await builtPrePack(
      t,
      (await call("POST", "/api/data-pre-packs", data, { packId: id })).json().id,
    );
    expect(failed).toMatchObject({
      status: "failed",
      error: `${a.title}: its file ${a.paths[0]} is missing from storage.`,
    });
    const [fail] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, failed.id), eq(auditEvents.action, "fail")));
    expect(fail.after).toMatchObject({ status: "failed", error: failed.error });
    expect((await call("POST", "/api/data-pre-packs", data, { packId: "nope" })).statusCode).toBe(404);
    expect((await call("POST", "/api/data-pre-packs", data, {})).statusCode).toBe(400);
    expect((await call("POST", "/api/data-pre-packs", "", { packId: id })).statusCode).toBe(401);
    const c = await standardCustomer(0);
    expect((await call("GET", "/api/data-pre-packs", c.memberCookie)).statusCode).toBe(403);
    const detail = (await call("GET", `/api/admin/data-packs/${id}`, data)).json() as DataPackDetail;
    expect(detail.prePack).toMatchObject({ status: "failed" });
  });
});
