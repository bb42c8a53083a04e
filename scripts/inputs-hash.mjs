/**
 * A hash of the files a build reads, so a start can tell whether what was built last is still
 * current (the web app's build-if-changed.mjs and the server's start.mjs use it).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "..");

/** The files under a path relative to the repository (the path itself when it is a file). */
function filesUnder(relative) {
  const absolute = path.join(repoRoot, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

/** SHA-256 over the names and contents of every file under `inputs` (paths from the repository root). */
export function inputsHash(inputs) {
  const hash = createHash("sha256");
  const files = inputs
    .flatMap(filesUnder)
    .map((file) => file.split(path.sep).join("/"))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repoRoot, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Whether `output` exists and `stampFile` records `hash`: what was built last is still current. */
export function stampMatches(stampFile, output, hash) {
  return existsSync(output) && existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === hash;
}
