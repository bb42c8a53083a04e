/**
 * No request can starve the others (issue 24): worst-case requests of each heavy kind beside a
 * customer browsing a catalogue page.
 *
 *   npx tsx bench/worst-case.ts        # BENCH_CONCURRENCY=20 BENCH_SECONDS=15 BENCH_PORT=3211 BENCH_KINDS=map,search
 *
 * The server runs as `npm start` runs it (embedded database, demo data loaded by a first start; or
 * PostgreSQL when DATABASE_URL is set, with SEED_DEMO=true). For each heavy kind in turn, the
 * benchmark keeps BENCH_CONCURRENCY of its worst-case requests in flight for BENCH_SECONDS while
 * one signed-in customer loads the first page of Seismic 2D again and again (the heavy requests come
 * from a process of their own, as from other machines); it prints that page's
 * p95 and max, the heavy requests' statuses and p95, the server's peak RSS and the load average.
 * Goal: the catalogue page's p95 under 1 s, the RSS under the server's cap (`npm start` gives the
 * heap 1,024 MB).
 */

import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MAP_SELECT_TYPES_MAX } from "@strata/core";
import { ms, percentile } from "./catalog-lib.ts";
import {
  DEMO_PASSWORD,
  loadDemoData,
  memoryOf,
  samplePeakRss,
  signInOver,
  startNpmServer,
  stopServer,
  waitForQuiet,
  waitForServer,
} from "./server-lib.ts";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3211);
const BASE = `http://127.0.0.1:${PORT}`;
/** Only the heavy kinds whose name contains one of these (comma-separated), e.g. `map,search`. */
const KINDS = (process.env.BENCH_KINDS ?? "").split(",").filter(Boolean);
const CATALOGUE_PAGE = "/api/catalogs/Seismic_2D/data?page=1&pageSize=10";
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

const world = {
  type: "Polygon",
  coordinates: [
    [
      [-180, -90],
      [180, -90],
      [180, 90],
      [-180, 90],
      [-180, -90],
    ],
  ],
};
/** The longest search text the schema takes, of words that match many records. */
const longQuery = encodeURIComponent("seismic line survey well log report ".repeat(6).slice(0, 200).trim());

interface Heavy {
  kind: string;
  request: (cookies: { customer: string; admin: string }) => Promise<Response>;
}

const HEAVY: Heavy[] = [
  {
    kind: "map select (world polygon, every category repeated to the bound)",
    request: ({ customer }) =>
      fetch(`${BASE}/api/map/select`, {
        method: "POST",
        headers: { cookie: customer, origin: BASE, "content-type": "application/json" },
        body: JSON.stringify({
          geometry: world,
          types: Array.from({ length: MAP_SELECT_TYPES_MAX }, () => "Seismic_2D"),
        }),
      }),
  },
  {
    kind: "search (200 characters, every category, 50 hits)",
    request: ({ customer }) =>
      fetch(`${BASE}/api/catalogs/search?q=${longQuery}&limit=50`, { headers: { cookie: customer } }),
  },
  {
    kind: "facets (search text narrowing a category)",
    request: ({ customer }) =>
      fetch(`${BASE}/api/catalogs/Seismic_2D/facets?q=${longQuery}`, { headers: { cookie: customer } }),
  },
  {
    kind: "report (action logs since 2000)",
    request: ({ admin }) =>
      fetch(`${BASE}/api/reports/action-logs?from=2000-01-01`, { headers: { cookie: admin } }),
  },
  {
    kind: "export (action logs since 2000, spreadsheet)",
    request: ({ admin }) =>
      fetch(`${BASE}/api/reports/action-logs/export?from=2000-01-01`, { headers: { cookie: admin } }),
  },
  {
    kind: "upload (an anonymous 11 MB body, over the 10 MB limit)",
    request: () => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(11 * 1024 * 1024)], { type: "application/pdf" }), "big.pdf");
      return fetch(`${BASE}/api/uploads`, { method: "POST", headers: { origin: BASE }, body: form });
    },
  },
];

/** Requests in a loop until `until`; latencies (sorted) and statuses. */
async function loop(count: number, until: number, send: () => Promise<Response>) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      let status = 0;
      try {
        const res = await send();
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = -1;
      }
      latencies.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: count }, worker));
  return { latencies: latencies.sort((a, b) => a - b), statuses };
}

interface SenderTask {
  kind: string;
  cookies: { customer: string; admin: string };
  until: number;
}

/**
 * The heavy requests come from a process of their own, as they would from other machines: sent from
 * this one, their bodies (twenty 11 MB forms) held up this process's own event loop, and with it the
 * customer's requests it times (decision 0241).
 */
async function heavyFromAnotherProcess(task: SenderTask) {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, WORST_CASE_SENDER: JSON.stringify(task) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the heavy requests' process ended with ${code}`);
  const { latencies, statuses } = JSON.parse(out) as { latencies: number[]; statuses: [number, number][] };
  return { latencies, statuses: new Map(statuses) };
}

/** The heavy requests' process: sends them until the time given, then prints what they took. */
async function sendHeavy(task: SenderTask) {
  const heavy = HEAVY.find((h) => h.kind === task.kind);
  if (!heavy) throw new Error(`no heavy request ${task.kind}`);
  const load = await loop(CONCURRENCY, task.until, () => heavy.request(task.cookies));
  process.stdout.write(JSON.stringify({ latencies: load.latencies, statuses: [...load.statuses] }));
}

const statusText = (statuses: Map<number, number>) =>
  [...statuses].map(([status, n]) => `${n}×${status === -1 ? "failed" : status}`).join(" ");

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-worst-case-"));
  try {
    if (!process.env.DATABASE_URL) await loadDemoData(dataDir, BASE, PORT);
    const server = await startNpmServer(dataDir, PORT);
    try {
      await waitForServer(BASE, server);
      await waitForQuiet(server.pid as number);
      const customer = await signInOver(BASE, "standard@demo.strata.test", DEMO_PASSWORD);
      const admin = await signInOver(BASE, "superadmin@demo.strata.test", DEMO_PASSWORD);
      const idle = await loop(1, Date.now() + 3000, () =>
        fetch(BASE + CATALOGUE_PAGE, { headers: { cookie: customer } }),
      );
      console.log(
        `catalogue page alone: p95 ${ms(percentile(idle.latencies, 95))} (n=${idle.latencies.length}); server RSS ${mb((await memoryOf(server.pid as number)).rss)}`,
      );
      console.log(
        `${CONCURRENCY} concurrent worst-case requests of each kind for ${SECONDS} s, beside the catalogue page:`,
      );
      for (const heavy of HEAVY.filter((h) => KINDS.length === 0 || KINDS.some((k) => h.kind.includes(k)))) {
        const pid = server.pid as number;
        const rss = samplePeakRss(pid, (await memoryOf(pid)).rss);
        const until = Date.now() + SECONDS * 1000;
        const [page, load] = await Promise.all([
          loop(1, until, () => fetch(BASE + CATALOGUE_PAGE, { headers: { cookie: customer } })),
          heavyFromAnotherProcess({ kind: heavy.kind, cookies: { customer, admin }, until }),
        ]);
        console.log(`- ${heavy.kind}`);
        console.log(
          `    catalogue page p95 ${ms(percentile(page.latencies, 95))} max ${ms(page.latencies.at(-1) ?? 0)} (n=${page.latencies.length}, ${statusText(page.statuses)})`,
        );
        console.log(
          `    heavy: ${statusText(load.statuses)}; p95 ${ms(percentile(load.latencies, 95))}; peak RSS ${mb(rss.stop())}; load average ${os.loadavg()[0].toFixed(2)}`,
        );
        await waitForQuiet(pid);
      }
      console.log(`server high-water mark ${mb((await memoryOf(server.pid as number)).hwm)}`);
    } finally {
      await stopServer(server);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const senderTask = process.env.WORST_CASE_SENDER;
if (senderTask) await sendHeavy(JSON.parse(senderTask) as SenderTask);
else await main();
