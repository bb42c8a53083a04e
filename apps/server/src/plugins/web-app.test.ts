import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/harness.ts";

const INDEX_HTML = `<!doctype html><html><head><title>Strata</title></head><body>${"<div></div>".repeat(200)}</body></html>`;
const APP_JS = `export const greeting = ${JSON.stringify("hello ".repeat(500))};\n`;

/** A dist directory shaped like `vite build` output: hashed assets with .br/.gz copies, a manifest, a map. */
async function writeFakeDist(dir: string) {
  await mkdir(path.join(dir, "assets"), { recursive: true });
  await mkdir(path.join(dir, ".vite"), { recursive: true });
  const files: Record<string, string> = {
    "index.html": INDEX_HTML,
    "assets/index-AbC123.js": APP_JS,
    "assets/index-AbC123.js.map": '{"version":3,"sources":["src/secret.ts"]}',
    "assets/tiny-Xy9.css": "body{margin:0}",
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    ".vite/manifest.json": '{"index.html":{"file":"assets/index-AbC123.js","isEntry":true}}',
  };
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
  for (const name of ["index.html", "assets/index-AbC123.js"]) {
    const source = Buffer.from(files[name]);
    await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(source));
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(source));
  }
}

describe("the built web app", () => {
  let distDir: string;
  let t: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), "strata-web-dist-"));
    await writeFakeDist(distDir);
    t = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("sends a hashed asset as brotli to a browser that accepts it, cached for a year", async () => {
    const response = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it("sends gzip to a client that accepts only gzip, and the plain file to one that accepts neither", async () => {
    const gzipped = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(APP_JS);

    const plain = await get("/assets/index-AbC123.js", { "accept-encoding": "identity" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends an asset without a compressed copy as is", async () => {
    const response = await get("/assets/tiny-Xy9.css", { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe("body{margin:0}");
  });

  it("has the client router's pages revalidate index.html on every visit, compressed", async () => {
    for (const url of ["/auth/signin", "/catalog?type=seismic-2d", "/index.html"]) {
      const response = await get(url, { "accept-encoding": "br" });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it("revalidates files outside assets/, whose names do not change with their content", async () => {
    const response = await get("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("serves no source map, build manifest or compressed copy by its own name", async () => {
    for (const url of [
      "/assets/index-AbC123.js.map",
      "/.vite/manifest.json",
      "/assets/index-AbC123.js.br",
      "/index.html.gz",
    ]) {
      const response = await get(url, { "accept-encoding": "br, gzip" });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
    }
  });

  it("answers a missing hashed asset with a 404, not the app's page", async () => {
    const response = await get("/assets/index-Old999.js", { "accept-encoding": "br" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});
