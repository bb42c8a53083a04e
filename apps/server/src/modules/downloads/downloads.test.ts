import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DOWNLOAD_MANAGER_REFUSAL } from "@strata/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, downloadPackages } from "../../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { creditBalanceOf } from "../billing/index.ts";
import { signedInUser } from "../catalogs/test/catalog-factory.ts";
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
let tmp: string;
beforeAll(async () => {
  t = await buildTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), "strata-dl-"));
});
afterAll(async () => {
  await t?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

async function standardCustomer(credits = 100) {
  const c = await customerOrganisation(t, { tier: "standard" });
  await grantCredits(t, c.organisation.id, credits);
  return c;
}

async function readyPackage(cookie: string, records: { type: string; id: string }[]) {
  const call = request(t);
  const added = await call("POST", "/api/catalogs/packager", cookie, { records });
  expect(added.statusCode).toBe(200);
  const id = (added.json() as Detail).id;
  const confirmed = await call("POST", `/api/download-packagers/${id}/confirm`, cookie);
  expect(confirmed.statusCode).toBe(200);
  await settled(t, id);
  return id;
}

/**
 * Undoes a whole download's delivery mark. The mark is written after the ZIP's last byte left
 * storage, just after the response, so wait for it first or it lands after the undo.
 */
async function undeliver(id: string) {
  await expect
    .poll(async () => {
      const [row] = await t.database.db
        .select({ downloadedAt: downloadPackages.downloadedAt })
        .from(downloadPackages)
        .where(eq(downloadPackages.id, id));
      return row?.downloadedAt ?? null;
    })
    .not.toBeNull();
  await t.database.db.update(downloadPackages).set({ downloadedAt: null }).where(eq(downloadPackages.id, id));
}

async function unzipped(zip: Buffer) {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.zip`);
  await writeFile(file, zip);
  return {
    test: execFileSync("unzip", ["-t", file]).toString(),
    manifest: execFileSync("unzip", ["-p", file, "MANIFEST.sha256"]).toString(),
    list: execFileSync("unzip", ["-Z1", file]).toString().trim().split("\n"),
  };
}

describe("building and confirming a download package", () => {
  it("adds records, quotes size and credits, spends them once on confirmation, prepares and serves a verified ZIP", async () => {
    const c = await standardCustomer(100);
    const a = await recordWithFiles(t, { files: [Buffer.alloc(5000, 1), Buffer.alloc(300, 2)] });
    const b = await recordWithFiles(t, { flags: { bid: true } });
    const call = request(t);

    const draft = await call("POST", "/api/catalogs/packager", c.memberCookie, {
      records: [
        { type: a.type, id: a.id },
        { type: b.type, id: b.id },
        { type: a.type, id: a.id },
      ],
    });
    expect(draft.statusCode).toBe(200);
    const d = draft.json() as Detail;
    expect(d).toMatchObject({ status: "draft", itemCount: 2, credits: 2, creditsSpent: 0 });
    expect(d.sizeBytes).toBe(5300 + b.files[0].length);
    expect(d.allowedActions).toContain("confirm");
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(100);

    // Retries and concurrent confirmations: spent exactly once.
    const confirms = await Promise.all(
      Array.from({ length: 4 }, () =>
        call("POST", `/api/download-packagers/${d.id}/confirm`, c.memberCookie),
      ),
    );
    expect(confirms.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const spends = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.reference, packageReference(d.id)), eq(creditLedger.kind, "spend")));
    expect(spends).toHaveLength(1);
    expect(spends[0].credits).toBe(-2);
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(98);

    const row = await settled(t, d.id);
    expect(row.status).toBe("ready");
    const ready = (await call("GET", `/api/download-packagers/${d.id}`, c.memberCookie)).json() as Detail;
    expect(ready.items.map((i) => i.status)).toEqual(["ready", "ready"]);
    expect(ready.zipSizeBytes).toBeGreaterThan(ready.sizeBytes);
    expect(ready.expiresAt).not.toBeNull();
    expect(ready.allowedActions).toEqual(["download", "cancel"]);

    const zip = await call("GET", `/api/download-packagers/${d.id}/download`, c.memberCookie);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(Number(zip.headers["content-length"])).toBe(ready.zipSizeBytes);
    expect(zip.rawPayload.length).toBe(ready.zipSizeBytes);
    expect(zip.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const { test, manifest, list } = await unzipped(zip.rawPayload);
    expect(test).toMatch(/No errors detected/);
    expect(list).toEqual([...[...a.paths, ...b.paths].sort(), "MANIFEST.sha256"]);
    const expected = [...a.paths.map((p, i) => [p, a.files[i]] as const), [b.paths[0], b.files[0]] as const]
      .sort(([x], [y]) => (x < y ? -1 : 1))
      .map(([p, bytes]) => `${sha256(bytes)}  ${p}`)
      .join("\n");
    expect(manifest.trim()).toBe(expected);

    // Delivered (marked just after the last byte): it downloads again while not expired, but can no
    // longer be cancelled.
    const detail = async () =>
      (await call("GET", `/api/download-packagers/${d.id}`, c.memberCookie)).json() as Detail;
    await expect.poll(async () => (await detail()).downloadedAt).not.toBeNull();
    const again = await detail();
    expect(again.allowedActions).toEqual(["download"]);
    const cancel = await call("POST", `/api/download-packagers/${d.id}/cancel-download`, c.memberCookie);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toMatch(/already downloaded/);
  });

  it("resumes: Range gives 206 with the same bytes, If-Range with another validator gives the whole, past the end is 416", async () => {
    const c = await standardCustomer();
    const a = await recordWithFiles(t, { files: [Buffer.alloc(20_000, 9)] });
    const id = await readyPackage(c.primaryCookie, [{ type: a.type, id: a.id }]);
    const url = `/api/download-packagers/${id}/download`;
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url, headers: { cookie: c.primaryCookie, ...headers } });
    const whole = await get({});
    const size = whole.rawPayload.length;
    const etag = String(whole.headers.etag);

    const part = await get({ range: "bytes=1000-", "if-range": etag });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1000-${size - 1}/${size}`);
    expect(Number(part.headers["content-length"])).toBe(size - 1000);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(1000))).toBe(true);

    const suffix = await get({ range: "bytes=-100" });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(whole.rawPayload.subarray(size - 100))).toBe(true);

    const stale = await get({ range: "bytes=1000-", "if-range": '"another"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);

    const beyond = await get({ range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${size}`);
  });
});

describe("who may build packages", () => {
  it("answers 401 without a session", async () => {
    expect((await request(t)("GET", "/api/download-packagers")).statusCode).toBe(401);
    expect((await request(t)("POST", "/api/catalogs/packager", "", { records: [] })).statusCode).toBe(401);
  });

  it("refuses a basic user (no download manager, section 6) with 403", async () => {
    const basic = await customerOrganisation(t, { tier: "basic" });
    const a = await recordWithFiles(t, { flags: { basic: true } });
    const res = await request(t)("POST", "/api/catalogs/packager", basic.primaryCookie, {
      records: [{ type: a.type, id: a.id }],
    });
    expect(res.statusCode).toBe(403);
    expect(DOWNLOAD_MANAGER_REFUSAL).toMatch(/Standard/);
  });

  it("refuses a record not released to the tier, with the decision's reason naming it", async () => {
    const c = await standardCustomer();
    const premiumOnly = await recordWithFiles(t, { flags: { premium: true } });
    const res = await request(t)("POST", "/api/catalogs/packager", c.memberCookie, {
      records: [{ type: premiumOnly.type, id: premiumOnly.id }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      `${premiumOnly.title}: Released to Premium subscribers. Upgrade to Premium to download it.`,
    );
  });

  it("refuses an expired user", async () => {
    const user = await signedInUser(t.app, t.database.db, { role: "standard", expired: true });
    const a = await recordWithFiles(t);
    const res = await request(t)("POST", "/api/catalogs/packager", user.cookie, {
      records: [{ type: a.type, id: a.id }],
    });
    expect(res.statusCode).toBe(403);
  });

  it("answers 400 naming the field for bad input, 404 for an unknown record", async () => {
    const c = await standardCustomer();
    const call = request(t);
    const empty = await call("POST", "/api/catalogs/packager", c.memberCookie, { records: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/records/);
    const badType = await call("POST", "/api/catalogs/packager", c.memberCookie, {
      records: [{ type: "Gravity", id: "x" }],
    });
    expect(badType.statusCode).toBe(400);
    expect((await call("GET", "/api/download-packagers?page=0", c.memberCookie)).statusCode).toBe(400);
    const unknown = await call("POST", "/api/catalogs/packager", c.memberCookie, {
      records: [{ type: "Seismic_2D", id: "NO-SUCH-LINE" }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/NO-SUCH-LINE/);
  });

  it("keeps packages personal: another organisation's is a 404, a colleague's too, and lists never show them", async () => {
    const owner = await standardCustomer();
    const other = await standardCustomer();
    const a = await recordWithFiles(t);
    const id = await readyPackage(owner.memberCookie, [{ type: a.type, id: a.id }]);
    const detail = (
      await request(t)("GET", `/api/download-packagers/${id}`, owner.memberCookie)
    ).json() as Detail;
    const itemId = detail.items[0].id;
    for (const cookie of [other.memberCookie, owner.primaryCookie]) {
      const call = request(t);
      expect((await call("GET", `/api/download-packagers/${id}`, cookie)).statusCode).toBe(404);
      expect((await call("GET", `/api/download-packagers/${id}/download`, cookie)).statusCode).toBe(404);
      expect((await call("POST", `/api/download-packagers/${id}/confirm`, cookie)).statusCode).toBe(404);
      expect((await call("POST", `/api/download-packagers/${id}/cancel-download`, cookie)).statusCode).toBe(
        404,
      );
      expect((await call("POST", `/api/download-items/${itemId}/cancel-download`, cookie)).statusCode).toBe(
        404,
      );
      expect(
        (await call("PATCH", `/api/download-packagers/${id}`, cookie, { name: "Mine" })).statusCode,
      ).toBe(404);
      const list = (await call("GET", "/api/download-packagers", cookie)).json();
      expect(list.result.map((p: { id: string }) => p.id)).not.toContain(id);
    }
  });
});

describe("cancelling and failing give credits back", () => {
  it("cancels an item (its credits back, the ZIP shrinks and changes validator), then the package (the rest back)", async () => {
    const c = await standardCustomer(10);
    const a = await recordWithFiles(t);
    const b = await recordWithFiles(t);
    const cc = await recordWithFiles(t);
    const id = await readyPackage(
      c.memberCookie,
      [a, b, cc].map((r) => ({ type: r.type, id: r.id })),
    );
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(7);
    const call = request(t);
    const before = (await call("GET", `/api/download-packagers/${id}`, c.memberCookie)).json() as Detail;
    const etag = (await call("GET", `/api/download-packagers/${id}/download?`, c.memberCookie)).headers.etag;
    // That download was whole: it is delivered. Undo it to test cancellation of an undelivered package.
    await undeliver(id);

    const itemOfB = before.items.find((i) => i.recordId === b.id)?.id;
    const item = await call("POST", `/api/download-items/${itemOfB}/cancel-download`, c.memberCookie);
    expect(item.statusCode).toBe(200);
    const after = item.json() as Detail;
    expect(after.items.find((i) => i.id === itemOfB)?.status).toBe("cancelled");
    expect(after).toMatchObject({ itemCount: 2, credits: 2, creditsRefunded: 1 });
    expect(after.zipSizeBytes).toBeLessThan(before.zipSizeBytes as number);
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(8);
    const zip = await call("GET", `/api/download-packagers/${id}/download`, c.memberCookie);
    expect(zip.headers.etag).not.toBe(etag);
    expect((await unzipped(zip.rawPayload)).list).not.toContain(b.paths[0]);
    await undeliver(id);

    const again = await call("POST", `/api/download-items/${itemOfB}/cancel-download`, c.memberCookie);
    expect(again.statusCode).toBe(409);

    const whole = await call("POST", `/api/download-packagers/${id}/cancel-download`, c.memberCookie);
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toMatchObject({ status: "cancelled", credits: 0, creditsRefunded: 3 });
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(10);
    expect((await call("GET", `/api/download-packagers/${id}/download`, c.memberCookie)).statusCode).toBe(
      409,
    );
  });

  it("names a record whose file left storage, refunds it and prepares the rest; with nothing left it fails, all refunded", async () => {
    const c = await standardCustomer(10);
    const kept = await recordWithFiles(t);
    const lost = await recordWithFiles(t);
    await storageOf(t).delete(lost.paths[0]);
    const id = await readyPackage(
      c.memberCookie,
      [kept, lost].map((r) => ({ type: r.type, id: r.id })),
    );
    const detail = (
      await request(t)("GET", `/api/download-packagers/${id}`, c.memberCookie)
    ).json() as Detail;
    expect(detail.status).toBe("ready");
    const lostItem = detail.items.find((i) => i.recordId === lost.id);
    expect(lostItem).toMatchObject({ status: "failed" });
    expect(lostItem?.error).toContain(lost.paths[0]);
    expect(detail.items.find((i) => i.recordId === kept.id)?.status).toBe("ready");
    expect(detail.error).toContain(lost.title);
    expect(detail).toMatchObject({ creditsSpent: 2, creditsRefunded: 1 });
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(9);

    const only = await readyPackage(c.memberCookie, [{ type: lost.type, id: lost.id }]);
    const failed = (
      await request(t)("GET", `/api/download-packagers/${only}`, c.memberCookie)
    ).json() as Detail;
    expect(failed).toMatchObject({ status: "failed", creditsSpent: 1, creditsRefunded: 1 });
    expect(failed.error).toContain(lost.paths[0]);
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(9);
  });

  it("refuses confirmation beyond the balance with 409, spending nothing", async () => {
    const c = await standardCustomer(1);
    const a = await recordWithFiles(t);
    const b = await recordWithFiles(t);
    const call = request(t);
    const d = (
      await call("POST", "/api/catalogs/packager", c.memberCookie, {
        records: [a, b].map((r) => ({ type: r.type, id: r.id })),
      })
    ).json() as Detail;
    const res = await call("POST", `/api/download-packagers/${d.id}/confirm`, c.memberCookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/Not enough download credits: 1 left, 2 needed/);
    const still = (await call("GET", `/api/download-packagers/${d.id}`, c.memberCookie)).json() as Detail;
    expect(still.status).toBe("draft");
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(1);
  });

  it("expires ready packages past their time; a package left preparing for hours fails and is refunded", async () => {
    const c = await standardCustomer(10);
    const a = await recordWithFiles(t);
    const id = await readyPackage(c.memberCookie, [{ type: a.type, id: a.id }]);
    await t.database.db
      .update(downloadPackages)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(downloadPackages.id, id));
    const call = request(t);
    expect((await call("GET", `/api/download-packagers/${id}/download`, c.memberCookie)).statusCode).toBe(
      409,
    );
    const stuck = await recordWithFiles(t);
    const d = (
      await call("POST", "/api/catalogs/packager", c.memberCookie, {
        records: [{ type: stuck.type, id: stuck.id }],
      })
    ).json() as Detail;
    await t.database.db
      .update(downloadPackages)
      .set({ status: "preparing", creditsSpent: 0, confirmedAt: new Date(Date.now() - 7 * 3600_000) })
      .where(eq(downloadPackages.id, d.id));
    const result = await sweepPackages(t.database.db);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const list = (await call("GET", "/api/download-packagers", c.memberCookie)).json();
    const byId = Object.fromEntries(list.result.map((p: Detail) => [p.id, p.status]));
    expect(byId[id]).toBe("expired");
    expect(byId[d.id]).toBe("failed");
  });
});
