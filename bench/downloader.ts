/**
 * The downloader by operating system (issue 11), end to end over HTTP: the app on a real port with
 * the embedded database and local storage under /tmp, the Linux downloader script run for real.
 *
 * 1. Ten concurrent downloads of a 1 GiB package (curl to /dev/null through the signed link): the
 *    server's peak RSS (goal < 400 MB).
 * 2. A package of one sparse 4.5 GiB file and five 100 MiB files (~5 GB): the Linux script downloads
 *    it, is killed at the middle, run again it resumes from the bytes on disk, then unzips and
 *    verifies every checksum (`sha256sum -c`). Needs ~11 GB free under BENCH_DIR (the ZIP and the
 *    unpacked files are real; the stored 4.5 GiB file is sparse).
 *
 *   npx tsx bench/downloader.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/downloader.ts  # PostgreSQL (a database made and dropped)
 *   BENCH_CONCURRENT=10 BENCH_CONCURRENT_GB=1 BENCH_BIG_GB=4.5 BENCH_DIR=/tmp npx tsx bench/downloader.ts
 *
 * Everything it writes is deleted at the end. RSS is the whole bench process: the server, its
 * embedded database (PGlite, unless BENCH_DATABASE_URL) and this driver; curl, unzip and sha256sum
 * run in child processes.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdir, mkdtemp, open, rm, stat, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { CATALOG_REGISTRY } from "@strata/core";
import { eq } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "../apps/server/src/db/client.ts";
import { runMigrations } from "../apps/server/src/db/migrate.ts";
import { catalogFiles, downloadPackages } from "../apps/server/src/db/schema/index.ts";
import { insertJsonRows } from "../apps/server/src/lib/insert-json-rows.ts";
import { appendLedgerEntry } from "../apps/server/src/modules/billing/ledger.ts";
import { insertRecord } from "../apps/server/src/modules/catalogs/test/catalog-factory.ts";
import { createOrganisation, createUser, signIn } from "../apps/server/src/test/factories.ts";

const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 10);
const CONCURRENT_GB = Number(process.env.BENCH_CONCURRENT_GB ?? 1);
const BIG_GB = Number(process.env.BENCH_BIG_GB ?? 4.5);
const SMALL_FILES = 5;
const SMALL_MB = 100;
const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const mb = (n: number) => `${(n / MiB).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const root = await mkdtemp(path.join(process.env.BENCH_DIR ?? os.tmpdir(), "strata-bench-downloader-"));
  try {
    await bench(root);
  } finally {
    clearInterval(sampler);
    await rm(root, { recursive: true, force: true });
  }
}

async function bench(root: string) {
  const dataDir = path.join(root, "data");
  await mkdir(dataDir, { recursive: true });
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dbName = `strata_bench_downloader_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  let database: DatabaseHandle;
  if (serverUrl) {
    await admin(`create database ${dbName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    database = await openPostgres(url.toString());
  } else {
    database = await openPglite(path.join(dataDir, "db"));
  }
  await runMigrations(database);
  console.log(`database: ${serverUrl ? "PostgreSQL" : "embedded (PGlite)"}`);
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const db = database.db;

  const organisation = await createOrganisation(db, {
    tier: "standard",
    subscriptionExpiresAt: new Date(Date.now() + 100 * 86_400_000),
  });
  const user = await createUser(db, { role: "standard", organisationId: organisation.id });
  const cookie = await signIn(app, user.email, user.password as string);
  await db.transaction((tx) =>
    appendLedgerEntry(tx, { organisationId: organisation.id, kind: "grant", credits: 1000, reason: "Bench" }),
  );
  const api = (method: string, url: string, body?: object) =>
    fetch(`${origin}${url}`, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  /** A record with files in storage (`sparse` sizes are holes, the others random bytes) as a ready package. */
  async function readyPackage(name: string, files: { bytes: number; sparse: boolean }[]) {
    const record = await insertRecord(db, "Seismic_3D", { standard: true });
    const id = String(record[CATALOG_REGISTRY.Seismic_3D.idField]);
    const chunk = randomBytes(MiB);
    for (const [i, f] of files.entries()) {
      const key = `Seismic 3D/SB/BENCH-${id}/PSTM/volume-${i}.sgy`;
      const file = path.join(dataDir, "storage", ...key.split("/"));
      await mkdir(path.dirname(file), { recursive: true });
      const handle = await open(file, "w");
      if (f.sparse) await handle.truncate(f.bytes);
      else
        for (let at = 0; at < f.bytes; at += MiB) await handle.write(chunk, 0, Math.min(MiB, f.bytes - at));
      await handle.close();
      await insertJsonRows(db, catalogFiles, [
        {
          id: `${id}-${i}`,
          sdcType: "Seismic_3D",
          recordId: id,
          name: path.basename(key),
          path: key,
          sizeBytes: f.bytes,
          format: "SEG-Y",
        },
      ]);
    }
    const created = (await (
      await api("POST", "/api/download-packagers", { name, records: [{ type: "Seismic_3D", id }] })
    ).json()) as { id: string };
    const started = performance.now();
    const confirmed = await api("POST", `/api/download-packagers/${created.id}/confirm`);
    if (!confirmed.ok) throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`);
    for (;;) {
      const [row] = await db.select().from(downloadPackages).where(eq(downloadPackages.id, created.id));
      if (row.status === "ready") {
        console.log(
          `${name}: ${mb(row.zipSizeBytes ?? 0)} ZIP prepared (checksums taken) in ${seconds(performance.now() - started)}`,
        );
        return { id: created.id, size: row.zipSizeBytes as number };
      }
      if (row.status !== "preparing") throw new Error(`${name}: ${row.status} ${row.error}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function script(packageId: string, dir: string) {
    const res = await api("GET", `/api/downloader/linux?packageId=${packageId}`);
    if (!res.ok) throw new Error(`downloader: ${res.status}`);
    const text = await res.text();
    await mkdir(dir, { recursive: true });
    const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] as string;
    await writeFile(path.join(dir, name), text);
    return { name, url: /^URL='([^']+)'$/m.exec(text)?.[1] as string };
  }

  const run = (command: string, args: string[], cwd: string) => {
    const child = spawn(command, args, { cwd, detached: true, stdio: ["ignore", "ignore", "pipe"] });
    // What the script says, without curl's progress bar.
    let err = "";
    child.stderr?.on("data", (b) => {
      for (const line of String(b).split(/[\r\n]+/)) if (line && !line.includes("##")) err += `${line}\n`;
    });
    return { child, done: once(child, "exit").then(([code]) => ({ code: code as number | null, err })) };
  };

  // 1. Concurrent downloads.
  if (CONCURRENT > 0) {
    const pkg = await readyPackage(`bench ${CONCURRENT_GB} GiB`, [
      { bytes: Math.round(CONCURRENT_GB * GiB), sparse: true },
    ]);
    const { url } = await script(pkg.id, path.join(root, "concurrent"));
    const before = process.memoryUsage().rss;
    peakRss = before;
    const started = performance.now();
    const results = await Promise.all(
      Array.from(
        { length: CONCURRENT },
        () => run("curl", ["-sS", "--fail", "-o", "/dev/null", "-w", "%{size_download}", url], root).done,
      ),
    );
    const ms = performance.now() - started;
    if (results.some((r) => r.code !== 0))
      throw new Error(`a download failed: ${results.map((r) => r.err).join("\n")}`);
    console.log(
      `${CONCURRENT} concurrent ${mb(pkg.size)} downloads over HTTP: ${seconds(ms)}, ${((CONCURRENT * pkg.size) / MiB / (ms / 1000)).toFixed(0)} MB/s total; RSS ${mb(before)} before, peak ${mb(peakRss)}`,
    );
  }

  // 2. The big package through the Linux downloader script, killed at the middle and run again.
  if (BIG_GB > 0) {
    const files = [
      { bytes: Math.round(BIG_GB * GiB), sparse: true },
      ...Array.from({ length: SMALL_FILES }, () => ({ bytes: SMALL_MB * MiB, sparse: false })),
    ];
    const pkg = await readyPackage("bench big", files);
    const dir = path.join(root, "big");
    const { name } = await script(pkg.id, dir);
    const part = path.join(dir, "strata-bench-big.zip.part");
    const before = process.memoryUsage().rss;
    peakRss = before;
    let started = performance.now();
    const first = run("sh", [name], dir);
    const half = Math.floor(pkg.size / 2);
    while (((await stat(part).catch(() => null))?.size ?? 0) < half) {
      if (first.child.exitCode !== null)
        throw new Error(`the first run ended early: ${(await first.done).err}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    process.kill(-(first.child.pid as number), "SIGKILL");
    await first.done;
    const kept = (await stat(part)).size;
    console.log(
      `first run killed after ${seconds(performance.now() - started)} with ${mb(kept)} of ${mb(pkg.size)} on disk`,
    );
    started = performance.now();
    const second = await run("sh", [name], dir).done;
    const ms = performance.now() - started;
    const resumedAt = /Resuming .* at byte (\d+) of/.exec(second.err)?.[1];
    const verified = /Done: (\d+) files verified/.exec(second.err)?.[1];
    if (second.code !== 0 || resumedAt !== String(kept) || verified !== String(files.length)) {
      throw new Error(`the second run did not resume and verify: exit ${second.code}\n${second.err}`);
    }
    console.log(
      `second run resumed at byte ${resumedAt}, downloaded the rest, unzipped and verified ${verified} files (sha256sum -c) in ${seconds(ms)}; server RSS ${mb(before)} before, peak ${mb(peakRss)}`,
    );
  }
  await app.close();
  await database.close();
  if (serverUrl) await admin(`drop database if exists ${dbName}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
