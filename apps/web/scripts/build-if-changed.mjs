#!/usr/bin/env node
/**
 * Builds the web app only when its inputs changed since the last build: hashes the sources (web and
 * core), index.html, the Vite config and its precompress plugin, public/, the package manifests and the
 * lockfile, and compares with the stamp the last build left in dist/ (the web app's build script writes
 * it). `npm start` runs this, so a tree already built starts in a few seconds; `npm run build` always
 * builds.
 */
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inputsHash, repoRoot, stampMatches } from "../../../scripts/inputs-hash.mjs";

const webDir = path.join(repoRoot, "apps/web");
const distDir = path.join(webDir, "dist");
const stampFile = path.join(distDir, ".build-stamp");

const INPUTS = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/scripts/precompress.ts",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "packages/core/src",
  "packages/core/package.json",
  "package-lock.json",
];

const current = inputsHash(INPUTS);
// `vite build && build-if-changed.mjs --stamp` (the web app's build script): record what was built.
if (process.argv.includes("--stamp")) {
  writeFileSync(stampFile, `${current}\n`);
  process.exit(0);
}

const index = path.join(distDir, "index.html");
if (stampMatches(stampFile, index, current)) {
  console.log("web app: up to date (apps/web/dist), not rebuilding");
  process.exit(0);
}

console.log(existsSync(index) ? "web app: sources changed, rebuilding" : "web app: not built yet, building");
const result = spawnSync("npm", ["run", "build", "-w", "@strata/web"], { cwd: repoRoot, stdio: "inherit" });
process.exit(result.status ?? 1);
