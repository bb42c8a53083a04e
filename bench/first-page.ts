/**
 * What a first visit to a page costs: the page is opened in Chromium (Debian's, through Playwright)
 * on a fresh browser profile, and every JavaScript response it receives is counted — raw size, gzip
 * size (level 9, as Vite reports it) and the bytes actually sent over the wire (Content-Encoding as
 * the server negotiated it).
 *
 *   npm run build && npx tsx bench/first-page.ts                    # starts the server on :3206
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/first-page.ts /auth/signin /catalog
 *
 * Without BENCH_URL it starts the built app itself (temporary DATA_DIR, demo data) and stops it after.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const PORT = Number(process.env.BENCH_PORT ?? 3206);
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/auth/signin"];
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "strata-first-page-"));
  const url = `http://127.0.0.1:${PORT}`;
  const child: ChildProcess = spawn("npm", ["run", "start", "-w", "@strata/server"], {
    cwd: path.join(import.meta.dirname, ".."),
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
    detached: true,
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${url}/api/auth/providers`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      const killLater = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 5000);
      await exited;
      clearTimeout(killLater);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
});
try {
  for (const pathname of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: { url: string; raw: number; gzip: number; wire: number; encoding: string }[] = [];
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          scripts.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
            encoding: (await response.headerValue("content-encoding")) ?? "identity",
          });
        })(),
      );
    });
    await page.goto(new URL(pathname, server.url).href, { waitUntil: "networkidle" });
    // The route's own chunk loads after the shell has started: wait until the page shows its heading.
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    scripts.sort((a, b) => b.gzip - a.gzip);
    const sum = (key: "raw" | "gzip" | "wire") => scripts.reduce((total, s) => total + s[key], 0);
    console.log(`\n${pathname}: ${scripts.length} scripts`);
    for (const s of scripts) {
      console.log(`  ${s.url.padEnd(48)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} ${s.encoding}`);
    }
    console.log(
      `  total: ${kb(sum("raw"))} raw, ${kb(sum("gzip"))} gzip, ${kb(sum("wire"))} sent over the wire`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
