import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadPackages } from "../../db/schema/index.ts";
import { createS3Storage, type S3Storage } from "../../plugins/storage-s3.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { creditBalanceOf } from "../billing/index.ts";
import { PREPARE_PACKAGE_JOB } from "./lifecycle.ts";
import { customerOrganisation, type Detail, grantCredits, recordWithFiles, request } from "./test/helpers.ts";

/**
 * Download packages with the app's files in an S3-compatible bucket (S3_*, a real s3rver): the
 * package is prepared from the bucket, its ZIP streamed from ranged GETs, whole and by Range; an
 * outage of the bucket during preparation fails it, refunded. The local-storage versions are in
 * downloads.test.ts and faults.test.ts.
 */
describe("download packages on S3 storage", () => {
  let s3: TestS3Server;
  let bucket: S3Storage;
  let t: TestApp;
  let tmp: string;
  let s3Closed = false;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = createS3Storage(s3.options);
    // No runner of its own: the test runs preparation (and its retries) with drain.
    t = await buildTestApp({ env: { JOB_CONCURRENCY: "0", ...s3.env } });
    tmp = await mkdtemp(path.join(os.tmpdir(), "strata-dl-s3-"));
  });
  afterAll(async () => {
    await t?.close();
    bucket?.destroy();
    if (!s3Closed) await s3?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  async function confirmed(files: Buffer[]) {
    const c = await customerOrganisation(t, { tier: "standard" });
    await grantCredits(t, c.organisation.id, 10);
    const a = await recordWithFiles(t, { files, storage: bucket });
    const call = request(t);
    const id = (
      (
        await call("POST", "/api/catalogs/packager", c.memberCookie, {
          records: [{ type: a.type, id: a.id }],
        })
      ).json() as Detail
    ).id;
    expect((await call("POST", `/api/download-packagers/${id}/confirm`, c.memberCookie)).statusCode).toBe(
      200,
    );
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(9);
    return { c, a, id };
  }

  /** Runs the preparation job, and its retries at once, until the package leaves `preparing`. */
  async function prepared(id: string) {
    for (;;) {
      await t.app.jobs.bringForward([PREPARE_PACKAGE_JOB]);
      await t.app.jobs.drain();
      const [row] = await t.database.db.select().from(downloadPackages).where(eq(downloadPackages.id, id));
      if (row.status !== "preparing") return row;
    }
  }

  it("prepares a package from the bucket and serves it whole and by Range; its manifest verifies", async () => {
    // Larger than one part of a ranged read, and than a stored entry's header.
    const files = [randomBytes(3 * 1024 * 1024 + 17), randomBytes(70_000), Buffer.alloc(0)];
    const { c, a, id } = await confirmed(files);
    expect((await prepared(id)).status).toBe("ready");
    // The files are in the bucket only: nothing was read from the local directory.
    for (const p of a.paths) {
      expect(await stat(path.join(t.config.dataDir, "storage", p)).catch(() => null)).toBeNull();
      expect((await bucket.stat(p))?.size).toBe(files[a.paths.indexOf(p)].length);
    }

    const url = `/api/download-packagers/${id}/download`;
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url, headers: { cookie: c.memberCookie, ...headers } });
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    const size = Number(whole.headers["content-length"]);
    expect(whole.rawPayload.length).toBe(size);

    const zip = path.join(tmp, "whole.zip");
    await writeFile(zip, whole.rawPayload);
    expect(execFileSync("unzip", ["-t", zip]).toString()).toMatch(/No errors detected/);
    const out = path.join(tmp, "whole");
    execFileSync("unzip", ["-q", zip, "-d", out]);
    expect(execFileSync("sha256sum", ["-c", "MANIFEST.sha256"], { cwd: out }).toString()).toMatch(/: OK\n$/);
    const manifest = execFileSync("unzip", ["-p", zip, "MANIFEST.sha256"]).toString();
    for (const [i, p] of a.paths.entries()) {
      expect(manifest).toContain(`${createHash("sha256").update(files[i]).digest("hex")}  ${p}\n`);
    }

    // Ranges that start and end inside a file's bytes, across entries, and the last bytes.
    const etag = String(whole.headers.etag);
    for (const [from, to] of [
      [0, 99],
      [1_000_000, 2_500_000],
      [3 * 1024 * 1024, size - 1],
      [size - 10, size - 1],
    ]) {
      const part = await get({ range: `bytes=${from}-${to}`, "if-range": etag });
      expect(part.statusCode).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes ${from}-${to}/${size}`);
      expect(part.rawPayload.equals(whole.rawPayload.subarray(from, to + 1))).toBe(true);
    }
    expect((await get({ range: `bytes=${size}-` })).statusCode).toBe(416);
  }, 60_000);

  it("fails the package with a clear status and refunds when the bucket is down during preparation", async () => {
    const { c, id } = await confirmed([randomBytes(10_000)]);
    // The bucket's server goes away after the confirmation, before the preparation reads it.
    await s3.close();
    s3Closed = true;
    const row = await prepared(id);
    expect(row.status).toBe("failed");
    expect(row.error).toMatch(
      /^Preparation failed: the file store could not be reached\. Your credits were refunded; please try again later\.$/,
    );
    expect(await creditBalanceOf(t.database.db, c.organisation.id)).toBe(10);
    const detail = (
      await request(t)("GET", `/api/download-packagers/${id}`, c.memberCookie)
    ).json() as Detail;
    expect(detail).toMatchObject({ status: "failed", creditsRefunded: 1, error: row.error });
  }, 120_000);
});
