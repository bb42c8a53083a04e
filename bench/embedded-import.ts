/**
 * A 100,000-row bulk import on the embedded database (PGlite) while customers read the catalogue.
 *
 *   npx tsx bench/embedded-import.ts            # BENCH_ROWS=100000 BENCH_READERS=4
 *
 * The server runs as `npm start` runs it (`apps/server/scripts/start.mjs` with package.json's flags)
 * in a child process on BENCH_PORT (3208), on a fresh data directory: a first start loads the demo
 * data (as a newcomer's first `npm start` does) and is stopped; the measured start opens that data.
 * Its memory is the server's own: this process only makes the CSV and sends requests. The demo data
 * admin uploads a CSV of BENCH_ROWS new Seismic 2D records (`POST
 * /api/data-preparation/bulkaddupdatesdc`, mode apply) over HTTP while BENCH_READERS signed-in demo
 * customers loop over catalogue reads. It prints the readers' p50/p95/max during the import, the
 * import's time, and the server's RSS: before the upload, its peak during it (sampled every 50 ms),
 * and the kernel's high-water mark for the whole process (VmHWM, its start included).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CatalogGenerator, DEMO_COUNTS } from "../apps/server/src/lib/demo-catalog/generate.ts";
import { metadataProperties } from "../apps/server/src/modules/data-preparation/metadata/properties.ts";
import { multipartBody } from "../apps/server/src/modules/data-preparation/metadata/test/helpers.ts";
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

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const READERS = Number(process.env.BENCH_READERS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 3208);
const BASE = `http://127.0.0.1:${PORT}`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** A CSV of `rows` new Seismic 2D records after the demo ones: every editable column, labels as headers. */
function importCsv(rows: number): Buffer {
  const generator = new CatalogGenerator(DEMO_COUNTS);
  const columns = metadataProperties("Seismic_2D").columns.filter((c) => c.editable);
  const quote = (v: unknown) => {
    const text = v === null || v === undefined ? "" : String(v);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [columns.map((c) => c.label).join(",")];
  for (let i = 0; i < rows; i++) {
    const record = generator.seismic2D(DEMO_COUNTS.Seismic_2D + i);
    lines.push(columns.map((c) => quote(record[c.key])).join(","));
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-bench-import-"));
  await loadDemoData(dataDir, BASE, PORT);
  const server = await startNpmServer(dataDir, PORT);
  try {
    await waitForServer(BASE, server);
    await waitForQuiet(server.pid!);
    const adminCookie = await signInOver(BASE, "data-admin@demo.strata.test", DEMO_PASSWORD);
    const customerCookie = await signInOver(BASE, "premium@demo.strata.test", DEMO_PASSWORD);
    const seismic2dTotal = async () => {
      const res = await fetch(`${BASE}/api/catalogs`, { headers: { cookie: customerCookie } });
      const body = (await res.json()) as { categories: { type: string; count: number }[] };
      return body.categories.find((c) => c.type === "Seismic_2D")!.count;
    };
    const seeded = await seismic2dTotal();

    const csv = importCsv(ROWS);
    const csrfRes = await fetch(`${BASE}/api/auth/csrf`, { headers: { cookie: adminCookie } });
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const body = multipartBody({ ingestType: "Seismic_2D", mode: "apply" }, { name: "lines.csv", data: csv });
    console.log(
      `embedded import: ${ROWS.toLocaleString("en")} rows (${mb(csv.length / 1024)} CSV) over the demo catalogue (${seeded.toLocaleString("en")} Seismic 2D records), ${READERS} readers; load average ${os.loadavg()[0].toFixed(1)}`,
    );

    const watch = await watchWhileWorking(BASE, server.pid!, customerCookie, READERS);
    const started = performance.now();
    const res = await fetch(`${BASE}/api/data-preparation/bulkaddupdatesdc`, {
      method: "POST",
      headers: {
        cookie: adminCookie,
        origin: BASE,
        "x-csrf-token": csrfToken,
        "content-type": body.contentType,
      },
      body: body.payload,
    });
    const answer = (await res.json()) as { added?: number; error?: { message: string } };
    const importMs = performance.now() - started;
    const cpu = await watch.stop("upload");
    console.log(
      `import: HTTP ${res.status}, ${answer.added ?? answer.error?.message} added, ${(importMs / 1000).toFixed(1)} s (server CPU ${cpu.toFixed(1)} s); Seismic 2D now ${(await seismic2dTotal()).toLocaleString("en")}`,
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
