#!/usr/bin/env node
/**
 * `npm start`'s server: the server bundled into one plain JavaScript file (apps/server/dist/main.mjs),
 * made again by esbuild only when the server's or core's sources changed since the last bundle. Node
 * then loads one file instead of sending some 400 TypeScript modules through tsx's loader at every
 * start (about 2 s of a 2-core machine's start). Packages stay in node_modules (external); only our
 * own code (server and @strata/core) is bundled. Tests and `npm run dev` still run the sources
 * through tsx.
 *
 * The bundle sits at the same depth as src/ (apps/server/dist vs apps/server/src), so paths the
 * server takes from its own location (the repository root, the web app's dist) resolve alike.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { inputsHash, repoRoot, stampMatches } from "../../../scripts/inputs-hash.mjs";

const serverDir = path.join(repoRoot, "apps/server");
const outfile = path.join(serverDir, "dist/main.mjs");
const stampFile = path.join(serverDir, "dist/.bundle-stamp");

const INPUTS = [
  "apps/server/src",
  "apps/server/scripts/start.mjs",
  "apps/server/package.json",
  "packages/core/src",
  "packages/core/package.json",
  "package-lock.json",
];

/** Every package the server or core depends on stays an import of node_modules (subpaths too). */
function externals() {
  const names = new Set();
  for (const manifest of ["apps/server/package.json", "packages/core/package.json"]) {
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(repoRoot, manifest), "utf8"));
    for (const name of Object.keys(dependencies)) if (!name.startsWith("@strata/")) names.add(name);
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

async function bundle() {
  const { build } = await import("esbuild");
  const { outputFiles } = await build({
    entryPoints: [path.join(serverDir, "src/main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: externals(),
    // For a bundled dependency's CommonJS `require`, which an ES module lacks.
    banner: {
      js: "import { createRequire as __strataRequire } from 'node:module'; const require = __strataRequire(import.meta.url);",
    },
    logLevel: "warning",
    write: false,
  });
  // Written aside and renamed into place: two servers starting at once (the browser tests' shards)
  // never import a half-written bundle.
  mkdirSync(path.dirname(outfile), { recursive: true });
  const aside = `${outfile}.${process.pid}.tmp`;
  writeFileSync(aside, outputFiles[0].contents);
  renameSync(aside, outfile);
}

const current = inputsHash(INPUTS);
const fresh = stampMatches(stampFile, outfile, current);
if (!fresh) {
  const started = performance.now();
  await bundle();
  writeFileSync(stampFile, `${current}\n`);
  console.log(
    `server: bundled into apps/server/dist/main.mjs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
await import(pathToFileURL(outfile).href);
