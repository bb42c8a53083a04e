/**
 * A 100,000-row bulk import on the embedded database (PGlite) while customers read the catalogue.
 *
 *   npx tsx bench/embedded-import.ts            # BENCH_ROWS=100000 BENCH_READERS=4
 *
 * The server runs as `npm start` runs it (`apps/server/scripts/start.mjs`, the bundled server) in a
 * child process on BENCH_PORT (3208), on a fresh data directory: a first start loads the demo data
 * (as a newcomer's first `npm start` does) and is stopped; the measured start opens that data. Its
 * memory is the server's own: this process only makes the CSV and sends requests. The demo data
 * admin uploads a CSV of BENCH_ROWS new Seismic 2D records (`POST
 * /api/data-preparation/bulkaddupdatesdc`, mode apply) over HTTP while BENCH_READERS signed-in
 * demo customers loop over catalogue reads (category list, a page, facets, a search, the data
 * explorer, a sorted page). It prints the readers' p50/p95/max during the import, the import's time,
 * and the server's RSS: before the upload, its peak during it (sampled every 50 ms), and the
 * kernel's high-water mark for the whole process (VmHWM, its start included).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { metadataProperties } from "../apps/server/src/modules/data-preparation/metadata/properties.ts";
import { multipartBody } from "../apps/server/src/modules/data-preparation/metadata/test/helpers.ts";
import { CatalogGenerator, DEMO_COUNTS } from "../apps/server/src/seed/catalog/generate.ts";
import { ms, percentile } from "./catalog-lib.ts";
import { cpuSeconds, npmStartServerArgs, signInOver, waitForQuiet, waitForServer } from "./server-lib.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const READERS = Number(process.env.BENCH_READERS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 3208);
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO_PASSWORD = "Strata-demo-2026";
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

const READS = [
  "/api/catalogs",
  "/api/catalogs/Seismic_2D/data?page=1&pageSize=10",
  "/api/catalogs/Well_Log/facets",
  "/api/catalogs/Seismic_3D/data?q=survey&page=1&pageSize=10",
  "/api/catalogs/data-explorer",
  "/api/catalogs/Technical_Report/data?page=3&pageSize=25&sort=year&order=desc",
];

/** The server's resident memory now and its high-water mark, in kB, from /proc. */
async function memoryOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  return spawn(process.execPath, await npmStartServerArgs(), {
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      SIGN_IN_LIMIT_PER_ADDRESS: "10000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-bench-import-"));
  const first = await startServer(dataDir);
  try {
    await waitForServer(BASE, first);
    await waitForQuiet(first.pid!);
  } finally {
    await stop(first);
  }
  const server = await startServer(dataDir);
  try {
    await waitForServer(BASE, server);
    await waitForQuiet(server.pid!);
    const adminCookie = await signInOver(BASE, `data-admin@demo.strata.test`, DEMO_PASSWORD);
    const customerCookie = await signInOver(BASE, `premium@demo.strata.test`, DEMO_PASSWORD);
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
    const idle = await memoryOf(server.pid!);
    console.log(
      `embedded import: ${ROWS.toLocaleString("en")} rows (${mb(csv.length / 1024)} CSV) over the demo catalogue (${seeded.toLocaleString("en")} Seismic 2D records), ${READERS} readers; load average ${os.loadavg()[0].toFixed(1)}`,
    );

    let peak = idle.rss;
    const sampler = setInterval(async () => {
      try {
        peak = Math.max(peak, (await memoryOf(server.pid!)).rss);
      } catch {}
    }, 50);

    let importing = true;
    const latencies: number[] = [];
    let errors = 0;
    const reader = async (offset: number) => {
      for (let i = offset; importing; i++) {
        const started = performance.now();
        const res = await fetch(BASE + READS[i % READS.length], { headers: { cookie: customerCookie } });
        await res.arrayBuffer();
        if (importing) latencies.push(performance.now() - started);
        if (res.status !== 200) errors++;
      }
    };
    const readers = Array.from({ length: READERS }, (_, i) => reader(i));

    const cpuBefore = await cpuSeconds(server.pid!);
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
    importing = false;
    await Promise.all(readers);
    clearInterval(sampler);
    const cpu = (await cpuSeconds(server.pid!)) - cpuBefore;
    const after = await memoryOf(server.pid!);

    const sorted = latencies.sort((a, b) => a - b);
    console.log(
      `import: HTTP ${res.status}, ${answer.added ?? answer.error?.message} added, ${(importMs / 1000).toFixed(1)} s (server CPU ${cpu.toFixed(1)} s); Seismic 2D now ${(await seismic2dTotal()).toLocaleString("en")}`,
    );
    console.log(
      `readers during the import: p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1) ?? 0)}  (n=${sorted.length}, ${errors} errors)`,
    );
    console.log(
      `server RSS: before the upload ${mb(idle.rss)}, peak during it ${mb(peak)}, after it ${mb(after.rss)}; high-water mark since start ${mb(after.hwm)}`,
    );
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
