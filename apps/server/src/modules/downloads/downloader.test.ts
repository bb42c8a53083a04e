import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadPackages, users } from "../../db/schema/index.ts";
import { buildTestApp, INJECT_ORIGIN, type TestApp } from "../../test/harness.ts";
import { signDownloadLink } from "./signed-link.ts";
import {
  customerOrganisation,
  type Detail,
  grantCredits,
  recordWithFiles,
  request,
  settled,
} from "./test/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TRICKY_NAME = `Ali's "big" survey $(touch pwned) \`id\` ; rm -rf ~`;

async function standardCustomer() {
  const c = await customerOrganisation(t, { tier: "standard" });
  await grantCredits(t, c.organisation.id, 100);
  return c;
}

async function readyPackage(cookie: string, name?: string) {
  const call = request(t);
  const a = await recordWithFiles(t, { files: [Buffer.alloc(20_000, 7), Buffer.from("second file\n")] });
  const id = (
    (
      await call("POST", "/api/catalogs/packager", cookie, { records: [{ type: a.type, id: a.id }] })
    ).json() as Detail
  ).id;
  if (name)
    expect((await call("PATCH", `/api/download-packagers/${id}`, cookie, { name })).statusCode).toBe(200);
  expect((await call("POST", `/api/download-packagers/${id}/confirm`, cookie)).statusCode).toBe(200);
  expect((await settled(t, id)).status).toBe("ready");
  return id;
}

const scriptUrl = (os: string, packageId: string) =>
  `/api/downloader/${os}?packageId=${encodeURIComponent(packageId)}`;

/** The signed link a script embeds, as a path of this app. */
function signedPath(script: string) {
  const m = /(?:URL=|\$Url = )'(http[^']+)'/.exec(script);
  if (!m) throw new Error("no link in the script");
  const url = new URL(m[1]);
  expect(url.origin).toBe(INJECT_ORIGIN);
  return `${url.pathname}${url.search}`;
}

describe("the downloader by operating system", () => {
  it("answers a Linux, a macOS and a Windows script for a ready package, as attachments, with its link", async () => {
    const c = await standardCustomer();
    const id = await readyPackage(c.memberCookie, TRICKY_NAME);
    const detail = (
      await request(t)("GET", `/api/download-packagers/${id}`, c.memberCookie)
    ).json() as Detail;
    const base = "strata-Ali-s-big-survey-touch-pwned-id-rm-rf";
    for (const [os, file, tool] of [
      ["linux", `${base}.sh`, "sha256sum -c"],
      ["macos", `${base}.sh`, "shasum -a 256 -c"],
      ["windows", `${base}.ps1`, "Get-FileHash"],
    ] as const) {
      const res = await request(t)("GET", scriptUrl(os, id), c.memberCookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${file}"`);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const script = res.body.replace(/^\uFEFF/, "");
      expect(script).toContain(tool);
      expect(script).toContain(String(detail.zipSizeBytes));
      expect(signedPath(script)).toMatch(
        new RegExp(`^/api/download-packagers/${id}/signed-download\\?token=\\d+\\.[\\w-]{43}$`),
      );
      if (os === "windows") {
        expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
        expect(script).toContain(`$Name = 'Ali''s "big" survey $(touch pwned) \`id\` ; rm -rf ~'`);
      } else {
        expect(res.headers["content-type"]).toMatch(/^application\/x-sh/);
        // Valid sh, and the name comes back from the shell exactly as it was, expanding nothing.
        execFileSync("sh", ["-n"], { input: script });
        const nameLine = script.split("\n").find((l) => l.startsWith("NAME="));
        const echoed = execFileSync("sh", ["-c", `${nameLine}\nprintf %s "$NAME"`]).toString();
        expect(echoed).toBe(TRICKY_NAME);
      }
    }
  });

  it("refuses without a session (401), a basic user (403), bad input (400), others' packages (404) and an unready one (409)", async () => {
    const c = await standardCustomer();
    const other = await standardCustomer();
    const basic = await customerOrganisation(t, { tier: "basic" });
    const id = await readyPackage(c.memberCookie);
    const call = request(t);
    expect((await call("GET", scriptUrl("linux", id))).statusCode).toBe(401);
    expect((await call("GET", scriptUrl("linux", id), basic.primaryCookie)).statusCode).toBe(403);
    const badOs = await call("GET", scriptUrl("beos", id), c.memberCookie);
    expect(badOs.statusCode).toBe(400);
    expect(badOs.json().error.message).toMatch(/os/);
    const noId = await call("GET", "/api/downloader/linux", c.memberCookie);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.message).toMatch(/packageId/);
    for (const cookie of [other.memberCookie, c.primaryCookie]) {
      expect((await call("GET", scriptUrl("linux", id), cookie)).statusCode).toBe(404);
    }
    const a = await recordWithFiles(t);
    const draft = (
      (
        await call("POST", "/api/catalogs/packager", c.memberCookie, {
          records: [{ type: a.type, id: a.id }],
        })
      ).json() as Detail
    ).id;
    const unready = await call("GET", scriptUrl("windows", draft), c.memberCookie);
    expect(unready.statusCode).toBe(409);
    expect(unready.json().error.message).toBe(
      "This package is draft: a downloader is made only for a ready package.",
    );
  });
});

describe("the signed download link", () => {
  it("serves without a session exactly what the owner gets: whole, by Range, If-Range, 416", async () => {
    const c = await standardCustomer();
    const id = await readyPackage(c.memberCookie);
    const script = (await request(t)("GET", scriptUrl("linux", id), c.memberCookie)).body;
    const link = signedPath(script);
    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: link, headers });
    const own = await request(t)("GET", `/api/download-packagers/${id}/download`, c.memberCookie);
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-length"]).toBe(own.headers["content-length"]);
    expect(whole.headers.etag).toBe(own.headers.etag);
    expect(whole.rawPayload.equals(own.rawPayload)).toBe(true);
    const size = whole.rawPayload.length;
    const etag = String(whole.headers.etag);
    expect(script).toContain(`ETAG='${etag}'`);

    const part = await get({ range: "bytes=5000-", "if-range": etag });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 5000-${size - 1}/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(5000))).toBe(true);
    const stale = await get({ range: "bytes=5000-", "if-range": '"changed"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
    expect((await get({ range: `bytes=${size}-` })).statusCode).toBe(416);
  });

  it("refuses a link that is missing (400), forged or for another package (401), expired or whose user left (403)", async () => {
    const c = await standardCustomer();
    const id = await readyPackage(c.memberCookie);
    const otherId = await readyPackage(c.memberCookie);
    const link = signedPath((await request(t)("GET", scriptUrl("linux", id), c.memberCookie)).body);
    const token = new URL(link, INJECT_ORIGIN).searchParams.get("token") as string;
    const get = (url: string) => t.app.inject({ method: "GET", url });
    const at = (pkg: string, tok: string) =>
      `/api/download-packagers/${pkg}/signed-download?token=${encodeURIComponent(tok)}`;

    const missing = await get(`/api/download-packagers/${id}/signed-download`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/token/);
    for (const url of [
      at(otherId, token),
      at(id, `${token.slice(0, -2)}AA`),
      at(id, "nonsense"),
      at("no-such", token),
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(
        "This download link is not valid: download a new script from the package's page.",
      );
    }
    const [owner] = await t.database.db
      .select({ userId: downloadPackages.userId })
      .from(downloadPackages)
      .where(eq(downloadPackages.id, id));
    const old = signDownloadLink(
      t.config.authSecret,
      { packageId: id, userId: owner.userId },
      new Date("2025-03-01T00:00:00Z"),
    );
    const expired = await get(at(id, old));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toBe(
      "This download link expired on 1 Mar 2025: the package is no longer available.",
    );

    await t.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, owner.userId));
    const left = await get(link);
    expect(left.statusCode).toBe(403);
    expect(left.json().error.message).toBe(
      "The user this download link was made for can no longer download packages.",
    );
  });
});
