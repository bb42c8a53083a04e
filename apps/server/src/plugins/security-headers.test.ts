import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/harness.ts";
import { tileSources } from "./security-headers.ts";

/** The CSP as directive → sources. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers["content-security-policy"] ?? "");
  return Object.fromEntries(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectPortalHeaders(res: LightMyRequestResponse) {
  const policy = csp(res);
  expect(policy["default-src"]).toEqual(["'self'"]);
  expect(policy["script-src"]).toEqual(["'self'"]);
  expect(policy["worker-src"]).toEqual(["'self'"]);
  expect(policy["object-src"]).toEqual(["'none'"]);
  expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

describe("security headers over plain HTTP", () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), "strata-web-"));
    await mkdir(path.join(webDir, "assets"));
    await writeFile(path.join(webDir, "index.html"), "<!doctype html><title>Strata</title>");
    await writeFile(
      path.join(webDir, "assets", "maplibre-gl-worker-abc123.mjs"),
      "self.onmessage = () => {};",
    );
    t = await buildTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it("come on the app's page, its assets (the map's worker), API answers and errors alike", async () => {
    const responses = await Promise.all([
      t.app.inject({ method: "GET", url: "/catalog" }),
      t.app.inject({ method: "GET", url: "/assets/maplibre-gl-worker-abc123.mjs" }),
      t.app.inject({ method: "GET", url: "/api/auth/providers" }),
      t.app.inject({ method: "GET", url: "/api/users/me" }),
      t.app.inject({ method: "GET", url: "/api/no-such-route" }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 401, 404]);
    for (const res of responses) expectPortalHeaders(res);
  });

  it("let the app's styles, images, fonts and sockets work, and nothing else", async () => {
    const policy = csp(await t.app.inject({ method: "GET", url: "/" }));
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    // 'self' covers the socket of the origin the page came from; PUBLIC_URL is not set here.
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["script-src-attr"]).toEqual(["'none'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy).not.toHaveProperty("upgrade-insecure-requests");
  });

  it("send no HSTS over plain HTTP, and believe no X-Forwarded-Proto without a trusted proxy", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(plain.headers).not.toHaveProperty("strict-transport-security");
    const spoofed = await t.app.inject({
      method: "GET",
      url: "/api/auth/providers",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(spoofed.headers).not.toHaveProperty("strict-transport-security");
  });

  it("give the Swagger UI at /api/docs its own policy, which allows its images", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger-ui-bundle.js");
    expect(csp(page)["img-src"]).toEqual(["'self'", "data:", "https:"]);
    expect(csp(page)["script-src"]).toEqual(["'self'"]);
    expect(csp(page)["frame-ancestors"]).toEqual(["'none'"]);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    const spec = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
  });
});

describe("security headers over HTTPS", () => {
  let secure: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [secure, proxied] = await Promise.all([
      buildTestApp({
        env: {
          PUBLIC_URL: "https://portal.example.test",
          MAP_TILE_URL: "https://tiles.example.test/{z}/{x}/{y}.png",
        },
      }),
      buildTestApp({ env: { TRUST_PROXY: "true" } }),
    ]);
  });
  afterAll(async () => {
    await secure?.close();
    await proxied?.close();
  });

  it("send HSTS and upgrade insecure requests when PUBLIC_URL is https", async () => {
    const res = await secure.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(csp(res)).toHaveProperty("upgrade-insecure-requests");
    expect(csp(res)["connect-src"]).toContain("wss://portal.example.test");
  });

  it("send HSTS when a trusted proxy says the request came over HTTPS, and not otherwise", async () => {
    const viaHttps = await proxied.app.inject({
      method: "GET",
      url: "/api/auth/providers",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(viaHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const viaHttp = await proxied.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(viaHttp.headers).not.toHaveProperty("strict-transport-security");
  });

  it("allow the configured tile server for the map's images and fetches", async () => {
    const policy = csp(await secure.app.inject({ method: "GET", url: "/api/map/basemap" }));
    expect(policy["img-src"]).toContain("https://tiles.example.test");
    expect(policy["connect-src"]).toContain("https://tiles.example.test");
    expect(policy["script-src"]).toEqual(["'self'"]);
  });
});

describe("tile sources", () => {
  it("are the tile server's origin, or its subdomains when the host has a placeholder", () => {
    expect(tileSources(null)).toEqual([]);
    expect(
      tileSources({ url: "https://tile.example.test:8443/osm/{z}/{x}/{y}.png", attribution: "" }),
    ).toEqual(["https://tile.example.test:8443"]);
    expect(tileSources({ url: "https://{s}.tiles.example.test/{z}/{x}/{y}.png", attribution: "" })).toEqual([
      "https://*.tiles.example.test",
    ]);
    expect(tileSources({ url: "http://tiles-{s}.example.test/{z}/{x}/{y}.png", attribution: "" })).toEqual([
      "http://*.example.test",
    ]);
  });
});

describe("security headers on the socket's HTTP answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t?.close());

  it("come on engine.io's long-polling handshake, which Fastify never sees", async () => {
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("the app is not listening");
    const res = await fetch(`http://127.0.0.1:${address.port}/socket.io/?EIO=4&transport=polling`);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});
