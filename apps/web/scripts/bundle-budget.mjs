#!/usr/bin/env node
/**
 * The bundle budget: walks the module graph of the build (dist/.vite/manifest.json) and sums the gzip
 * size of the JavaScript each page loads — the entry with its static imports, the MUI frame (every
 * page but the lite ones), then the page's own lazy route chunk with its static imports. Exits 1 when a budget is exceeded, so CI fails on a
 * regression. Run after `vite build`: `npm run size -w @strata/web`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const distDir = path.resolve(import.meta.dirname, "..", process.argv[2] ?? "dist");
const KB = 1000;

/**
 * Page budgets: the route module a page lazily loads, and the most its JavaScript may weigh (gzip).
 * The sign-in page is drawn without MUI (issue 8: at most 150 kB; 115 kB when this was set, see
 * docs/decisions.md, "Fast first page"): MUI, react-query or CASL coming back into the entry fails it.
 */
const PAGE_BUDGETS = [
  { page: "/auth/signin", route: "src/features/auth/pages/SignInPage.tsx", maxGzip: 150 * KB },
];
/**
 * The MUI frame: what every page but the lite ones loads on top of the entry — theme and providers,
 * the shell, the route guards (105 kB when this was set).
 */
const FRAME_MODULES = [
  "src/app/MuiFrame.tsx",
  "src/app/shell/AppShell.tsx",
  "src/app/guards/RequireSessionCheck.tsx",
  "src/app/guards/RequireAbilityCheck.tsx",
  "src/app/guards/RequireAnyAbilityCheck.tsx",
];
const FRAME_BUDGET = 125 * KB;
/** Every other page's own JavaScript (beyond the entry and the frame), the map library apart: data preparation (data grid, zod schemas) is the largest at 280 kB. */
const ROUTE_BUDGET = 310 * KB;
/**
 * The previews' own code (issue 26): the viewer's route chunk and what it alone loads, its lazily
 * imported drawing library included; MUI components other pages share are counted with those pages.
 */
const VIEWER_BUDGETS = [
  { route: "src/features/visualisation/pages/SeismicViewerPage.tsx", maxGzip: 10 * KB },
  { route: "src/features/visualisation/pages/WellLogViewerPage.tsx", maxGzip: 50 * KB },
];
/** The map library: loaded only by the pages with a map, checked on its own. */
const MAP_BUDGET = 300 * KB;

const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8"));
const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** The JS files a manifest entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest; was it renamed?`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure(entryKey);
const failures = [];
const check = (label, size, max) => {
  const ok = size <= max;
  console.log(`${ok ? "ok  " : "OVER"} ${label.padEnd(64)} ${kb(size).padStart(9)} / ${kb(max)}`);
  if (!ok) failures.push(label);
};

console.log(`JavaScript gzip (level 9) per page, from ${path.relative(process.cwd(), distDir)}:`);
for (const { page, route, maxGzip } of PAGE_BUDGETS) {
  const files = staticClosure(route, new Set(entryFiles));
  check(`${page} (entry + route, ${files.size} files)`, sum(files), maxGzip);
}
const frameFiles = new Set(entryFiles);
for (const key of FRAME_MODULES) staticClosure(key, frameFiles);
check(
  `MUI frame (${FRAME_MODULES.length} modules, beyond the entry)`,
  sum(frameFiles) - sum(entryFiles),
  FRAME_BUDGET,
);
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !key.endsWith(".tsx") || FRAME_MODULES.includes(key)) continue;
  const own = [...staticClosure(key)].filter((file) => !frameFiles.has(file) && !/maplibre/.test(file));
  check(`${key.replace(/^src\//, "")} (own)`, sum(own), ROUTE_BUDGET);
}
/** The files a route loads, its lazy libraries (dynamic imports that are no route of their own) too. */
function routeFiles(key) {
  const files = staticClosure(key);
  for (const imported of manifest[key].dynamicImports ?? []) {
    if (!imported.endsWith(".tsx")) staticClosure(imported, files);
  }
  return files;
}
const routeKeys = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.endsWith(".tsx") && !FRAME_MODULES.includes(key),
);
const routesOf = new Map();
for (const key of routeKeys) {
  for (const file of routeFiles(key)) routesOf.set(file, (routesOf.get(file) ?? 0) + 1);
}
for (const { route, maxGzip } of VIEWER_BUDGETS) {
  const own = [...routeFiles(route)].filter((file) => !frameFiles.has(file) && routesOf.get(file) === 1);
  check(`${route.replace(/^src\/features\//, "")} (own code)`, sum(own), maxGzip);
}
for (const chunk of Object.values(manifest)) {
  if (/maplibre/.test(chunk.file) && chunk.file.endsWith(".js"))
    check(chunk.file, gzipSize(chunk.file), MAP_BUDGET);
}

if (failures.length > 0) {
  console.error(`\nOver budget: ${failures.join("; ")}`);
  process.exit(1);
}
