import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, type S3Storage } from "../../plugins/storage-s3.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import {
  customerOrganisation,
  grantCredits,
  recordWithFiles,
  request,
  settled,
} from "../downloads/test/helpers.ts";
import { builtPrePack, dataPack, staffCookie } from "./test/helpers.ts";

/**
 * A pre-pack with the app's files in an S3-compatible bucket (a real s3rver): the job streams the
 * ZIP into the bucket (a multipart upload past one part), and a package taken from the pack is
 * served from that object, whole and by Range. The local-storage version is in data-packs.test.ts.
 */
describe("pre-packs on S3 storage", () => {
  let s3: TestS3Server;
  let bucket: S3Storage;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = createS3Storage(s3.options);
    t = await buildTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    bucket?.destroy();
    await s3?.close();
  });

  it("builds the ZIP into the bucket and serves a taken package from it, whole and by Range", async () => {
    const call = request(t);
    const data = await staffCookie(t);
    // Over one multipart part (5 MiB), so the upload really is in parts.
    const files = [randomBytes(6 * 1024 * 1024 + 3), Buffer.from("readme\n")];
    const record = await recordWithFiles(t, { files, storage: bucket });
    const packId = await dataPack(t, data, { records: [{ type: record.type, id: record.id }], credits: 2 });

    const started = await call("POST", "/api/data-pre-packs", data, { packId });
    expect(started.statusCode).toBe(202);
    const prePack = await builtPrePack(t, started.json().id, 60_000);
    expect(prePack.status).toBe("ready");
    const stored = await bucket.stat(prePack.path as string);
    expect(stored?.size).toBe(prePack.sizeBytes);

    const c = await customerOrganisation(t, { tier: "standard" });
    await grantCredits(t, c.organisation.id, 5);
    const taken = await call("POST", `/api/data-packs/${packId}/take`, c.memberCookie);
    expect(taken.json()).toMatchObject({ prebuilt: true, credits: 2 });
    const packageId = taken.json().packageId as string;
    expect(await settled(t, packageId, 60_000)).toMatchObject({
      status: "ready",
      prebuiltPath: prePack.path,
    });

    const object = await bucket.readRange(prePack.path as string, { start: 0 });
    const url = `/api/download-packagers/${packageId}/download`;
    const whole = await t.app.inject({ method: "GET", url, headers: { cookie: c.memberCookie } });
    expect(whole.statusCode).toBe(200);
    expect(Number(whole.headers["content-length"])).toBe(object.length);
    expect(whole.rawPayload.equals(object)).toBe(true);
    const from = object.length - 5000;
    const part = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie: c.memberCookie, range: `bytes=${from}-`, "if-range": String(whole.headers.etag) },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(object.subarray(from))).toBe(true);
  });
});
