/**
 * A large cloud storage sync on the embedded database (PGlite) while customers read the catalogue.
 *
 *   npx tsx bench/embedded-sync.ts              # BENCH_FILES=100000 BENCH_READERS=4
 *
 * As `embedded-import.ts`: the server runs as `npm start` runs it, in a child process on BENCH_PORT
 * (3209), over a data directory whose demo data a first start loaded. Before the measured start this
 * process writes BENCH_FILES small SEG-Y files (one trace each) into the data directory's storage,
 * under the section-9 paths of Seismic 2D lines: the demo's 4,000 lines, whose files the sync links,
 * and lines the catalogue does not hold, which it records as unlinked. The demo data admin then
 * starts a sync of Seismic 2D (`POST /api/data-preparation/sdccloudstoragesync`) and the benchmark
 * polls its status while BENCH_READERS signed-in demo customers loop over catalogue reads. It prints
 * the readers' p50/p95/max during the sync, the sync's time and result, and the server's RSS.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { dataPath } from "@strata/core";
import { CatalogGenerator, DEMO_COUNTS } from "../apps/server/src/lib/demo-catalog/generate.ts";
import { segyFile } from "../apps/server/src/lib/demo-catalog/sample-files.ts";
import {
  DEMO_PASSWORD,
  loadDemoData,
  signInOver,
  startNpmServer,
  stopServer,
  waitForQuiet,
  waitForServer,
  watchWhileWorking,
} from "./server-lib.ts";

const FILES = Number(process.env.BENCH_FILES ?? 100_000);
const READERS = Number(process.env.BENCH_READERS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 3209);
const BASE = `http://127.0.0.1:${PORT}`;
const _mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** One small SEG-Y file per Seismic 2D line, the demo's lines first, at its section-9 path. */
async function writeLineFiles(storage: string, count: number) {
  const generator = new CatalogGenerator(DEMO_COUNTS);
  for (let i = 0; i < count; i++) {
    const record = generator.seismic2D(i);
    const str = (key: string) => String(record[key] ?? "");
    const name = `${str("lineName")}.sgy`;
    const key = dataPath({ type: "Seismic_2D", region: str("region"), usi: str("usi"), rest: [name] });
    const bytes = segyFile({
      client: str("operator"),
      company: str("acquisitionContractor"),
      survey: str("surveyName"),
      line: str("lineName"),
      usi: str("usi"),
      crs: str("crs"),
      year: Number(record.year ?? 2000),
      positions: [{ lon: 104, lat: 4, shotpoint: 1001 }],
      samples: 10,
    });
    const file = path.join(storage, ...key.split("/").map(decodeURIComponent));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-bench-sync-"));
  await loadDemoData(dataDir, BASE, PORT);
  const writing = performance.now();
  await writeLineFiles(path.join(dataDir, "storage"), FILES);
  console.log(
    `wrote ${FILES.toLocaleString("en")} SEG-Y files in ${((performance.now() - writing) / 1000).toFixed(1)} s`,
  );
  const server = await startNpmServer(dataDir, PORT);
  try {
    await waitForServer(BASE, server);
    await waitForQuiet(server.pid!);
    const adminCookie = await signInOver(BASE, "data-admin@demo.strata.test", DEMO_PASSWORD);
    const customerCookie = await signInOver(BASE, "premium@demo.strata.test", DEMO_PASSWORD);
    const csrfRes = await fetch(`${BASE}/api/auth/csrf`, { headers: { cookie: adminCookie } });
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const post = (url: string, body: unknown) =>
      fetch(BASE + url, {
        method: "POST",
        headers: {
          cookie: adminCookie,
          origin: BASE,
          "x-csrf-token": csrfToken,
          "content-type": "application/json",
        },
        body: JSON.stringify(body),
      });

    console.log(
      `embedded sync: ${FILES.toLocaleString("en")} files of Seismic 2D (${DEMO_COUNTS.Seismic_2D.toLocaleString("en")} lines in the catalogue), ${READERS} readers; load average ${os.loadavg()[0].toFixed(1)}`,
    );
    const watch = await watchWhileWorking(BASE, server.pid!, customerCookie, READERS);
    const started = performance.now();
    const start = await post("/api/data-preparation/sdccloudstoragesync", { ingestType: "Seismic_2D" });
    if (start.status !== 202)
      throw new Error(`the sync did not start: ${start.status} ${await start.text()}`);
    const { jobId } = (await start.json()) as { jobId: string };
    let status: { status: string; result?: Record<string, number> | null; error?: string | null };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await (await post("/api/data-preparation/getsyncstatus", { jobId })).json()) as typeof status;
      if (status.status === "succeeded" || status.status === "failed") break;
    }
    const syncMs = performance.now() - started;
    const cpu = await watch.stop("sync");
    const result = status.result;
    console.log(
      `sync: ${status.status}${status.error ? ` (${status.error})` : ""}, ${(syncMs / 1000).toFixed(1)} s (server CPU ${cpu.toFixed(1)} s); ${result ? `${result.total} files, ${result.linked} linked, ${result.unlinked} unlinked, ${result.invalid} invalid` : ""}`,
    );
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
