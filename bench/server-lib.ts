/** What the benchmarks that run the server as a child process share: its start, its CPU, signing in over HTTP. */
import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { ms, percentile } from "./catalog-lib.ts";

/** CPU seconds a process has used (user + system), from /proc. */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds the whole machine has been busy (all cores; not idle or waiting on I/O), from /proc. */
export async function machineBusySeconds(): Promise<number> {
  const [cpu] = (await readFile("/proc/stat", "utf8")).split("\n");
  const ticks = cpu.split(/\s+/).slice(1).map(Number);
  const idle = ticks[3] + ticks[4];
  return (ticks.reduce((a, b) => a + b, 0) - idle) / 100;
}

/**
 * Waits until a process has used under 0.1 s of CPU in each of three seconds in a row: the server's
 * work after start (tile warm-up, demo jobs) is over, so a run measures the users' requests.
 */
export async function waitForQuiet(pid: number) {
  let quiet = 0;
  let last = await cpuSeconds(pid);
  for (let i = 0; i < 300 && quiet < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await cpuSeconds(pid);
    quiet = now - last < 0.1 ? quiet + 1 : 0;
    last = now;
  }
}

/** Waits until the server answers (up to 5 minutes); throws if it stops first. */
export async function waitForServer(base: string, server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error("the server stopped while starting");
    try {
      const res = await fetch(`${base}/api/auth/csrf`);
      if (res.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start within 5 minutes");
}

/** The Cookie header after sign-in through the auth contract, as the web app does it. */
export async function signInOver(base: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: header(), origin: base },
    body: JSON.stringify({ csrfToken, email, password, callbackUrl: "/", json: "true" }),
  });
  keep(res);
  const body = (await res.json()) as { url?: string };
  if (res.status !== 200 || !body.url || body.url.includes("error=")) {
    throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  }
  return header();
}

/**
 * The node arguments `npm start` runs the server with (its flags, then the start script), read from
 * package.json so that a benchmark's server is the one users run.
 */
export async function npmStartServerArgs(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile("package.json", "utf8")) as { scripts: { start: string } };
  const match = /node ((?:--\S+ )*)(apps\/server\/scripts\/start\.mjs)/.exec(scripts.start);
  if (!match) throw new Error(`npm start does not run apps/server/scripts/start.mjs: ${scripts.start}`);
  return [...match[1].split(" ").filter(Boolean), match[2]];
}

/** A server process's resident memory now and its high-water mark, in kB, from /proc. */
export async function memoryOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

/** The server as `npm start` runs it, on `port` and `dataDir` (embedded database, demo data). */
export async function startNpmServer(dataDir: string, port: number): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (Node refuses
  // --cpu-prof in NODE_OPTIONS).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  return spawn(process.execPath, [...extra, ...(await npmStartServerArgs())], {
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      SIGN_IN_LIMIT_PER_ADDRESS: "10000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

/** What customers read while the embedded database works: lists, facets, a search, the explorer. */
const CATALOGUE_READS = [
  "/api/catalogs",
  "/api/catalogs/Seismic_2D/data?page=1&pageSize=10",
  "/api/catalogs/Well_Log/facets",
  "/api/catalogs/Seismic_3D/data?q=survey&page=1&pageSize=10",
  "/api/catalogs/data-explorer",
  "/api/catalogs/Technical_Report/data?page=3&pageSize=25&sort=year&order=desc",
];

/**
 * `count` readers looping over catalogue reads until `stop()`, which gives their latencies (sorted)
 * and how many answers were not 200.
 */
export function startReaders(base: string, cookie: string, count: number) {
  let reading = true;
  const latencies: number[] = [];
  let errors = 0;
  const reader = async (offset: number) => {
    for (let i = offset; reading; i++) {
      const started = performance.now();
      const res = await fetch(base + CATALOGUE_READS[i % CATALOGUE_READS.length], { headers: { cookie } });
      await res.arrayBuffer();
      if (reading) latencies.push(performance.now() - started);
      if (res.status !== 200) errors++;
    }
  };
  const running = Array.from({ length: count }, (_, i) => reader(i));
  return {
    async stop() {
      reading = false;
      await Promise.all(running);
      return { latencies: latencies.sort((a, b) => a - b), errors };
    },
  };
}

/** Samples a process's RSS every 50 ms until `stop()`, which gives the peak in kB. */
export function samplePeakRss(pid: number, from: number) {
  let peak = from;
  const sampler = setInterval(async () => {
    try {
      peak = Math.max(peak, (await memoryOf(pid)).rss);
    } catch {}
  }, 50);
  return {
    stop() {
      clearInterval(sampler);
      return peak;
    },
  };
}

/** The demo accounts' password (README, "Demo accounts"). */
export const DEMO_PASSWORD = "Strata-demo-2026";

/** A first start of the server on `dataDir` that loads the demo data (as a newcomer's first `npm start`), then stops. */
export async function loadDemoData(dataDir: string, base: string, port: number) {
  const first = await startNpmServer(dataDir, port);
  try {
    await waitForServer(base, first);
    await waitForQuiet(first.pid!);
  } finally {
    await stopServer(first);
  }
}

/**
 * Readers, the server's RSS and its CPU, watched while it does a piece of work. `stop(what)` prints
 * the readers' latencies and the RSS (before, peak, after, high-water mark) and gives the CPU seconds.
 */
export async function watchWhileWorking(base: string, pid: number, cookie: string, readerCount: number) {
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  const idle = await memoryOf(pid);
  const rss = samplePeakRss(pid, idle.rss);
  const readers = startReaders(base, cookie, readerCount);
  const cpuBefore = await cpuSeconds(pid);
  return {
    async stop(what: string): Promise<number> {
      const { latencies, errors } = await readers.stop();
      const peak = rss.stop();
      const cpu = (await cpuSeconds(pid)) - cpuBefore;
      const after = await memoryOf(pid);
      console.log(
        `readers during the ${what}: p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  max ${ms(latencies.at(-1) ?? 0)}  (n=${latencies.length}, ${errors} errors)`,
      );
      console.log(
        `server RSS: before the ${what} ${mb(idle.rss)}, peak during it ${mb(peak)}, after it ${mb(after.rss)}; high-water mark since start ${mb(after.hwm)}`,
      );
      return cpu;
    },
  };
}
