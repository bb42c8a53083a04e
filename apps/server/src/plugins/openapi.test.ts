import { readFile } from "node:fs/promises";
import { renderSchemaTypes } from "@strata/api-client/generate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CLIENT_SCHEMA_FILE } from "../lib/openapi-document.ts";
import { buildTestApp, type TestApp } from "../test/harness.ts";

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string; description?: string }> };
}

// The origin of the requests below; with PUBLIC_URL unset it is also the portal's own.
const ORIGIN = "http://localhost:3000";

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await buildTestApp();
  doc = await fetchDocument(t, "localhost:3000");
});
afterAll(() => t.close());

async function fetchDocument(app: TestApp, host: string): Promise<Document> {
  const res = await app.app.inject({ method: "GET", url: "/api/docs/json", headers: { host } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

describe("the API document", () => {
  it("is OpenAPI 3.1 and names every operation with a unique camelCase verb-noun operationId", () => {
    expect(doc.openapi).toBe("3.1.0");
    const ops = operations();
    expect(ops.length).toBeGreaterThan(70);
    const missing = ops.filter(({ op }) => !op.operationId?.match(/^[a-z]+(?:[A-Z][a-z0-9]*)+$/));
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/users/me"].get.operationId).toBe("getCurrentUser");
    expect(doc.paths["/api/catalogs/bookmarks/{id}"].delete.operationId).toBe("deleteCatalogBookmark");
  });

  it("declares security on every operation, and an anonymous call is refused exactly where it says a session is needed", async () => {
    const refused: string[] = [];
    const declared: string[] = [];
    for (const { path, method, op } of operations()) {
      expect(op.security, `${method} ${path}`).toBeDefined();
      const needsSession = op.security!.length > 0;
      // The GIS-side API: basic authentication alone (decision 0180). Elsewhere a session, or (on
      // routes that name a right) a service account's token.
      if (path.startsWith("/gis/")) expect(op.security).toEqual([{ gisBasic: [] }]);
      else if (needsSession) expect(op.security).toContainEqual({ session: [] });
      if (needsSession && op.security!.length > 1) expect(op.security).toContainEqual({ serviceToken: [] });
      if (needsSession) declared.push(`${method} ${path}`);
      const res = await t.app.inject({
        method: method as "GET",
        url: path.replace(/\{[^}]+\}/g, "x"),
        headers: { host: "localhost:3000", origin: ORIGIN },
        ...(method === "GET" ? {} : { payload: {} }),
      });
      if (res.statusCode === 401) refused.push(`${method} ${path}`);
    }
    expect(refused).toEqual(declared);
    expect(doc.paths["/api/auth/session"].get.security).toEqual([]);
  });

  it("declares the session cookie with its origin rule, basic authentication for GIS and bearer tokens", () => {
    const { session, gisBasic, serviceToken } = doc.components.securitySchemes;
    expect(session).toMatchObject({ type: "apiKey", in: "cookie", name: "strata.session_token" });
    expect(session.description).toMatch(/Origin/);
    expect(gisBasic).toMatchObject({ type: "http", scheme: "basic" });
    expect(serviceToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/api/catalogs"].get.security).toEqual([{ session: [] }, { serviceToken: [] }]);
    expect(doc.paths["/api/users/me"].get.security).toEqual([{ session: [] }]);
  });

  it("writes null as a type (no `nullable`) and errors as the one ApiError shape", () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"nullable"');
    const me = doc.paths["/api/users/me"].get.responses;
    expect(me["401"].content?.["application/json"].schema).toEqual({ $ref: "#/components/schemas/ApiError" });
  });

  it("shows no ±(2^53 − 1) integer bounds but keeps the bounds routes state", () => {
    expect(JSON.stringify(doc)).not.toContain("9007199254740991");
    const params = (doc.paths["/api/catalogs/{type}/data"].get as unknown as { parameters: unknown[] })
      .parameters;
    expect(params).toContainEqual(
      expect.objectContaining({
        name: "pageSize",
        schema: expect.objectContaining({ minimum: 1, maximum: 100 }),
      }),
    );
  });

  it("has no path with a trailing slash: the categories are at /api/catalogs", async () => {
    expect(Object.keys(doc.paths).filter((p) => p.endsWith("/"))).toEqual([]);
    expect(doc.paths["/api/catalogs"].get.operationId).toBe("listCatalogs");
    expect(doc.paths["/api/v2/catalogs"].get.operationId).toBe("listCatalogsV2");
  });

  it("documents the v2 catalogue under its own tag, each operation named as v1's with V2 at the end", () => {
    const v1 = operations().filter(({ path }) => path.startsWith("/api/catalogs"));
    const v2 = operations().filter(({ path }) => path.startsWith("/api/v2/catalogs"));
    expect(v2.map(({ method, path, op }) => [method, path, op.operationId]).sort()).toEqual(
      v1
        .map(({ method, path, op }) => [method, path.replace("/api/", "/api/v2/"), `${op.operationId}V2`])
        .sort(),
    );
    for (const { op } of v2) expect((op as { tags?: string[] }).tags).toEqual(["Catalogs v2"]);
  });

  it("names the origin the request came to as the server when PUBLIC_URL is unset", async () => {
    expect(doc.servers).toEqual([{ url: "http://localhost:3000" }]);
    expect((await fetchDocument(t, "127.0.0.1:3101")).servers).toEqual([{ url: "http://127.0.0.1:3101" }]);
  });

  it("generates exactly the typed client's committed types (else run `npm run generate:api-client`)", async () => {
    const committed = await readFile(API_CLIENT_SCHEMA_FILE, "utf8");
    const generated = await renderSchemaTypes(doc);
    expect(
      committed === generated,
      "packages/api-client/src/schema.ts is out of date with the document",
    ).toBe(true);
  });
});

describe("the API document with PUBLIC_URL set", () => {
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await buildTestApp({ env: { PUBLIC_URL: "https://portal.strata.test/" } });
  });
  afterAll(() => behindProxy.close());

  it("names PUBLIC_URL as the server, whatever host the request used", async () => {
    expect((await fetchDocument(behindProxy, "127.0.0.1:3101")).servers).toEqual([
      { url: "https://portal.strata.test" },
    ]);
  });
});
