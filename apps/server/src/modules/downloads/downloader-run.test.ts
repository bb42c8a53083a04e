import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import {
  customerOrganisation,
  type Detail,
  grantCredits,
  recordWithFiles,
  request,
  settled,
} from "./test/helpers.ts";

/**
 * The Linux downloader script run for real (sh, curl, unzip, sha256sum) against the app on a real
 * port, through a small proxy that breaks the first transfer of the ZIP halfway: cut (the script
 * retries and resumes by itself) or stalled and the script killed (run again, it resumes).
 */

type Mode = "pass" | "cut" | "stall";
interface Seen {
  url: string;
  range: string | undefined;
  ifRange: string | undefined;
}

let t: TestApp;
let proxy: http.Server;
let proxyOrigin: string;
let mode: Mode = "pass";
let cutAt = 0;
const seen: Seen[] = [];
const stalled = new Set<http.IncomingMessage>();
let tmp: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const upstream = t.app.server.address() as AddressInfo;
  proxy = http.createServer((req, res) => {
    const isZip = req.url?.includes("/signed-download") ?? false;
    if (isZip)
      seen.push({
        url: req.url ?? "",
        range: req.headers.range,
        ifRange: req.headers["if-range"]?.toString(),
      });
    // Only the first ZIP transfer of a run breaks; what follows passes.
    const breakThis = isZip && mode !== "pass" && !req.headers.range;
    const forward = http.request(
      { host: "127.0.0.1", port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!breakThis) {
          answer.pipe(res);
          return;
        }
        let sent = 0;
        answer.on("data", (chunk: Buffer) => {
          if (sent >= cutAt) return;
          const part = chunk.subarray(0, cutAt - sent);
          sent += part.length;
          if (sent < cutAt) {
            res.write(part);
            return;
          }
          // Cut: the connection closes once the first half has gone out. Stall: it stays open,
          // sending nothing more, until the test has killed the script.
          answer.pause();
          stalled.add(answer);
          res.write(part, () => {
            if (mode === "cut") res.socket?.destroy();
          });
        });
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  proxy.listen(0, "127.0.0.1");
  await once(proxy, "listening");
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  tmp = await mkdtemp(path.join(os.tmpdir(), "strata-downloader-"));
});

afterAll(async () => {
  for (const answer of stalled) answer.destroy();
  proxy?.closeAllConnections();
  proxy?.close();
  await t?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** A ready package of three files of random bytes (about 1.2 MB), named with quotes and spaces. */
async function readyPackage() {
  const c = await customerOrganisation(t, { tier: "standard" });
  await grantCredits(t, c.organisation.id, 100);
  const a = await recordWithFiles(t, {
    files: [randomBytes(500_000), randomBytes(400_000), randomBytes(300_000)],
  });
  const call = request(t);
  const id = (
    (
      await call("POST", "/api/catalogs/packager", c.memberCookie, { records: [{ type: a.type, id: a.id }] })
    ).json() as Detail
  ).id;
  await call("PATCH", `/api/download-packagers/${id}`, c.memberCookie, { name: `Ali's "deep" line 7` });
  await call("POST", `/api/download-packagers/${id}/confirm`, c.memberCookie);
  const row = await settled(t, id);
  expect(row.status).toBe("ready");
  return { c, a, id, size: row.zipSizeBytes as number, etag: `"${row.etag}"` };
}

/** The Linux script, fetched through the proxy (so the link it embeds points there too), saved in a fresh folder. */
async function fetchScript(packageId: string, cookie: string) {
  const res = await fetch(`${proxyOrigin}/api/downloader/linux?packageId=${packageId}`, {
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] as string;
  expect(name).toBe("strata-Ali-s-deep-line-7.sh");
  const dir = await mkdtemp(path.join(tmp, "run-"));
  await writeFile(path.join(dir, name), Buffer.from(await res.arrayBuffer()));
  return { dir, name };
}

function run(dir: string, name: string) {
  // Its own process group, so the test can stop the script and its curl together.
  const child = spawn("sh", [name], { cwd: dir, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (b) => {
    output += b;
  });
  child.stderr?.on("data", (b) => {
    output += b;
  });
  const exited = once(child, "exit").then(([code]) => ({ code: code as number | null, output }));
  return { child, exited };
}

const sizeOf = (file: string) =>
  stat(file).then(
    (s) => s.size,
    () => 0,
  );

async function untilSize(file: string, atLeast: number, child: ChildProcess) {
  while ((await sizeOf(file)) < atLeast) {
    if (child.exitCode !== null) throw new Error("the script ended before the part arrived");
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function expectUnpacked(dir: string, a: { paths: string[]; files: Buffer[] }) {
  for (const [i, p] of a.paths.entries()) {
    const got = await readFile(path.join(dir, "strata-Ali-s-deep-line-7", p));
    expect(got.equals(a.files[i])).toBe(true);
  }
}

describe("the Linux downloader script, run against a served package", () => {
  it("resumes by itself when the connection is cut halfway, then unpacks and verifies the checksums", {
    timeout: 60_000,
  }, async () => {
    const { c, a, id, size, etag } = await readyPackage();
    const { dir, name } = await fetchScript(id, c.memberCookie);
    seen.length = 0;
    mode = "cut";
    cutAt = Math.floor(size / 2);
    const { code, output } = await run(dir, name).exited;
    mode = "pass";
    expect(output).toContain(`Resuming Ali's "deep" line 7 at byte ${cutAt} of ${size}`);
    expect(code, output).toBe(0);
    expect(seen.map((s) => [s.range, s.ifRange])).toEqual([
      [undefined, etag],
      [`bytes=${cutAt}-`, etag],
    ]);
    stalled.clear();
    expect(output).toMatch(/Done: 3 files verified/);
    expect(await sizeOf(path.join(dir, "strata-Ali-s-deep-line-7.zip"))).toBe(size);
    await expectUnpacked(dir, a);
  });

  it("killed halfway, run again: it carries on from the bytes it has, and the checksums verify", {
    timeout: 60_000,
  }, async () => {
    const { c, a, id, size, etag } = await readyPackage();
    const { dir, name } = await fetchScript(id, c.memberCookie);
    const part = path.join(dir, "strata-Ali-s-deep-line-7.zip.part");
    seen.length = 0;
    mode = "stall";
    cutAt = Math.floor(size / 2);
    const first = run(dir, name);
    // curl writes through a small stdio buffer: what the kill leaves on disk is up to that much short.
    await untilSize(part, cutAt - 16_384, first.child);
    process.kill(-(first.child.pid as number), "SIGKILL");
    expect((await first.exited).code).toBeNull();
    proxy.closeAllConnections();
    for (const answer of stalled) answer.destroy();
    stalled.clear();
    mode = "pass";
    const kept = await sizeOf(part);
    expect(kept).toBeGreaterThan(size / 3);
    expect(kept).toBeLessThanOrEqual(cutAt);

    const second = await run(dir, name).exited;
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain(`Resuming Ali's "deep" line 7 at byte ${kept} of ${size}`);
    // The second run asked only for the rest: the part grew, it did not start over.
    expect(seen.map((s) => s.range)).toEqual([undefined, `bytes=${kept}-`]);
    expect(seen[1].ifRange).toBe(etag);
    expect(second.output).toMatch(/Done: 3 files verified/);
    await expectUnpacked(dir, a);

    // A third run finds the ZIP complete and verifies again without downloading.
    const third = await run(dir, name).exited;
    expect(third.code).toBe(0);
    expect(third.output).toContain("Already downloaded");
    expect(seen).toHaveLength(2);
  });

  it("stops with the portal's reason when the package can no longer be downloaded", {
    timeout: 60_000,
  }, async () => {
    const { c, id } = await readyPackage();
    const { dir, name } = await fetchScript(id, c.memberCookie);
    expect(
      (await request(t)("POST", `/api/download-packagers/${id}/cancel-download`, c.memberCookie)).statusCode,
    ).toBe(200);
    const { code, output } = await run(dir, name).exited;
    expect(code).toBe(1);
    expect(output).toContain(
      "strata: the portal refused the download (HTTP 409): This package is cancelled: only a ready package downloads. Download a new script from the package's page.",
    );
  });
});
