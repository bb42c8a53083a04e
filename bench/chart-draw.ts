/**
 * The premium areas' time-series chart (apps/web/src/components/charts) drawing 30 years of daily
 * values in 3 streams (3 × 10,958 points) on a 1,100 × 320 canvas at a device pixel ratio of 2, in
 * Debian's Chromium: layout + draw, finished (a pixel read back forces the canvas to flush). Beside
 * it, interleaved round by round, the baseline: the same points stroked one by one without
 * decimation. Target (issue 28): under 250 ms.
 *
 *   npx tsx bench/chart-draw.ts          # BENCH_ROUNDS=30, CHROMIUM_PATH=/usr/bin/chromium
 */
import os from "node:os";
import { build } from "esbuild";
import { chromium } from "playwright-core";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const bundle = await build({
  entryPoints: ["apps/web/src/components/charts/draw.ts"],
  bundle: true,
  write: false,
  format: "iife",
  globalName: "Chart",
  target: "es2022",
});

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ deviceScaleFactor: 2, viewport: { width: 1200, height: 500 } });
  await page.setContent('<canvas id="c" style="width:1100px;height:320px"></canvas>');
  // tsx names the functions it compiles with a helper the page does not have.
  await page.addScriptTag({ content: "window.__name = (f) => f;" });
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const result = await page.evaluate((rounds) => {
    // biome-ignore lint/suspicious/noExplicitAny: the bundle's global, typed by its source
    const Chart = (window as any).Chart;
    const DAY = 86_400_000;
    const start = Date.UTC(1996, 0, 1);
    const n = 10_958;
    const times = Array.from({ length: n }, (_, i) => start + i * DAY);
    const wave = (i: number, k: number) =>
      Math.max(
        0,
        800 * Math.exp(-i / (4000 + 900 * k)) * (1 + 0.15 * Math.sin(i / (17 + k))) + 30 * Math.sin(i * 0.91),
      );
    const series = [0, 1, 2].map((k) => ({
      id: `s${k}`,
      label: `Stream ${k}`,
      unit: k === 1 ? "Sm³/Sm³" : "Sm³/d",
      times,
      values: times.map((_, i) => (i % 400 === 399 ? null : wave(i, k))),
    }));
    const canvas = document.getElementById("c") as HTMLCanvasElement;
    canvas.width = 2200;
    canvas.height = 640;
    const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
    ctx.setTransform(2, 0, 0, 2, 0, 0);
    const chart = () => {
      const layout = Chart.layoutChart(series, "linear", 1100, 320);
      Chart.drawChart(ctx, layout, series);
    };
    const naive = () => {
      ctx.clearRect(0, 0, 1100, 320);
      for (const s of series) {
        ctx.beginPath();
        for (let i = 0; i < n; i++) {
          const v = s.values[i];
          if (v === null) continue;
          const x = 64 + ((times[i] - start) / (times[n - 1] - start)) * 1000;
          const y = 300 - v / 4;
          if (i === 0) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        }
        ctx.stroke();
      }
    };
    const timed = (draw: () => void) => {
      const t0 = performance.now();
      draw();
      ctx.getImageData(0, 0, 1, 1);
      return performance.now() - t0;
    };
    // The first (cold) draw: nothing compiled or cached yet.
    const cold = timed(chart);
    const coldNaive = timed(naive);
    const a: number[] = [];
    const b: number[] = [];
    for (let r = 0; r < rounds; r++) {
      a.push(timed(chart));
      b.push(timed(naive));
    }
    return { cold, coldNaive, chart: a, naive: b };
  }, ROUNDS);
  const stats = (xs: number[]) => {
    const s = [...xs].sort((x, y) => x - y);
    return {
      p50: s[Math.floor(s.length / 2)],
      p95: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)],
    };
  };
  const c = stats(result.chart);
  const n = stats(result.naive);
  console.log(
    `chart draw: 3 streams × 10,958 days on 1,100 × 320 px at ratio 2, ${ROUNDS} rounds interleaved; load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `  chart     cold ${result.cold.toFixed(1)} ms  p50 ${c.p50.toFixed(1)} ms  p95 ${c.p95.toFixed(1)} ms`,
  );
  console.log(
    `  baseline  cold ${result.coldNaive.toFixed(1)} ms  p50 ${n.p50.toFixed(1)} ms  p95 ${n.p95.toFixed(1)} ms  (every point stroked)`,
  );
  console.log(`  ratio chart/baseline p50 ${(c.p50 / n.p50).toFixed(2)}`);
} finally {
  await browser.close();
}
