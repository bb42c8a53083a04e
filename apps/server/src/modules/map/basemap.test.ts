import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { signedInUser } from "../catalogs/test/catalog-factory.ts";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function basemapFor(env: Record<string, string> = {}) {
  const t = await buildTestApp({ env });
  apps.push(t);
  const user = await signedInUser(t.app, t.database.db, { role: "standard" });
  return t.app.inject({ method: "GET", url: "/api/map/basemap", headers: { cookie: user.cookie } });
}

describe("GET /api/map/basemap", () => {
  it("is the offline basemap unless a tile server is configured", async () => {
    const res = await basemapFor();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: "offline" });
  });

  it("names the configured tile server and its attribution", async () => {
    const url = "https://tiles.example.test/{z}/{x}/{y}.png";
    const res = await basemapFor({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: "© Example" });
    expect(res.json()).toEqual({ kind: "tiles", url, attribution: "© Example" });
  });

  it("answers 401 without a session", async () => {
    const t = apps[0];
    const res = await t.app.inject({ method: "GET", url: "/api/map/basemap" });
    expect(res.statusCode).toBe(401);
  });
});

describe("MAP_TILE_URL", () => {
  it("must be an http(s) template with {z}, {x} and {y}", () => {
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example.test/tile.png" })).toThrow(/MAP_TILE_URL/);
  });
});
