/**
 * The LAS reader (apps/server/src/lib/las) on a 50,000-step file of 8 curves (depth + 7 logs,
 * LAS 2.0, 12-character columns as most writers use): best and median of BENCH_ROUNDS parses
 * (default 15) after a warm-up. Target (issue 26): under 100 ms.
 *
 *   npx tsx bench/las-parse.ts
 */
import os from "node:os";
import { parseLas } from "../apps/server/src/lib/las/parse.ts";

const STEPS = Number(process.env.BENCH_STEPS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const CURVES = ["GR", "CALI", "RHOB", "NPHI", "PEF", "ILD", "DT"];

function file(): Buffer {
  const header = [
    "~VERSION INFORMATION",
    " VERS.   2.0 : CWLS LOG ASCII STANDARD - VERSION 2.0",
    " WRAP.   NO  : ONE LINE PER DEPTH STEP",
    "~WELL INFORMATION",
    " STRT.M   1000.0000 : START DEPTH",
    ` STOP.M   ${(1000 + (STEPS - 1) * 0.1524).toFixed(4)} : STOP DEPTH`,
    " STEP.M   0.1524 : STEP",
    " NULL.    -999.25 : NULL VALUE",
    "~CURVE INFORMATION",
    " DEPT.M : DEPTH",
    ...CURVES.map((c) => ` ${c}. : ${c}`),
    "~A",
  ];
  const rows: string[] = [];
  for (let i = 0; i < STEPS; i++) {
    const values = [1000 + i * 0.1524, ...CURVES.map((_, c) => 10 * (c + 1) + Math.sin(i / (c + 3)) * 5)];
    if (i % 997 === 0) values[3] = -999.25;
    rows.push(values.map((v) => v.toFixed(4).padStart(12)).join(""));
  }
  return Buffer.from(`${[...header, ...rows].join("\n")}\n`, "latin1");
}

const bytes = file();
parseLas(bytes);
parseLas(bytes);
const times: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const started = performance.now();
  const log = parseLas(bytes);
  times.push(performance.now() - started);
  if (log.index.values.length !== STEPS) throw new Error("wrong step count");
}
times.sort((a, b) => a - b);
console.log(
  `LAS parse: ${STEPS.toLocaleString("en")} steps × ${CURVES.length + 1} curves (${(bytes.length / 1e6).toFixed(1)} MB), ${ROUNDS} rounds; load average ${os.loadavg()[0].toFixed(1)}`,
);
console.log(
  `  best ${times[0].toFixed(1)} ms  median ${times[Math.floor(ROUNDS / 2)].toFixed(1)} ms  worst ${times.at(-1)!.toFixed(1)} ms`,
);
