import { type ApiClient, type ApiError, createApiClient } from "@strata/api-client";
import type { UserRole } from "@strata/core";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { refreshSearchWords } from "../modules/catalogs/index.ts";
import { insertRecord, type SignedInUser, signedInUser } from "../modules/catalogs/test/catalog-factory.ts";
import { buildTestApp, type TestApp } from "../test/harness.ts";

/**
 * The contract test: the generated typed client (packages/api-client) against the real app
 * listening on an ephemeral port, as a partner's program would call it over HTTP.
 */
let t: TestApp;
let baseUrl: string;
let customer: SignedInUser;
let staff: SignedInUser;
let superadmin: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await insertRecord(db, "Seismic_2D", { seismic2DInfoID: "S2D-CONTRACT-1", lineName: "QUOKKA-7" });
  await refreshSearchWords(db);
  [customer, staff, superadmin] = await Promise.all([
    signedInUser(t.app, db, { role: "standard" }),
    signedInUser(t.app, db, { role: "data-admin" }),
    signedInUser(t.app, db, { role: "superadmin" }),
  ]);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("the app is not listening on a port");
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

/** A client with a session cookie (or none); it sends the portal's Origin as a browser would. */
function clientOf(user: SignedInUser | null): ApiClient {
  return createApiClient(baseUrl, (request) => {
    if (user) request.headers.set("cookie", user.cookie);
    request.headers.set("origin", baseUrl);
    return fetch(request);
  });
}

describe("the typed client, as a customer", () => {
  it("reads the signed-in user with their role typed as the core's UserRole", async () => {
    const { data, response } = await clientOf(customer).GET("/api/users/me");
    expect(response.status).toBe(200);
    expect(data?.user).toMatchObject({ email: customer.email, role: "standard", status: "active" });
    expectTypeOf(data!.user.role).toEqualTypeOf<UserRole>();
  });

  it("lists the categories and finds a record by its line name", async () => {
    const client = clientOf(customer);
    const categories = await client.GET("/api/catalogs");
    expect(categories.data?.categories.map((c) => c.type)).toContain("Seismic_2D");
    expect(categories.data?.categories.find((c) => c.type === "Seismic_2D")?.count).toBe(1);

    const page = await client.GET("/api/catalogs/{type}/data", {
      params: { path: { type: "Seismic_2D" }, query: { q: "QUOKKA-7", pageSize: 5 } },
    });
    expect(page.response.status).toBe(200);
    expect(page.data).toMatchObject({ pageNumber: 1, pageSize: 5, pageTotal: 1 });

    const search = await client.GET("/api/catalogs/search", { params: { query: { q: "quokka" } } });
    const group = search.data?.groups.find((g) => g.type === "Seismic_2D");
    expect(group?.results.map((r) => r.id)).toEqual(["S2D-CONTRACT-1"]);
  });

  it("bookmarks a record, lists it and removes it", async () => {
    const client = clientOf(customer);
    const created = await client.POST("/api/catalogs/bookmarks", {
      body: { kind: "record", sdcType: "Seismic_2D", recordId: "S2D-CONTRACT-1" },
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ kind: "record", recordId: "S2D-CONTRACT-1", name: "QUOKKA-7" });

    const listed = await client.GET("/api/catalogs/bookmarks");
    expect(listed.data?.result.map((b) => b.id)).toEqual([created.data!.id]);

    const removed = await client.DELETE("/api/catalogs/bookmarks/{id}", {
      params: { path: { id: created.data!.id } },
    });
    expect(removed.response.status).toBe(204);
    expect((await client.GET("/api/catalogs/bookmarks")).data?.result).toEqual([]);
  });

  it("gets the one typed error shape: 404 for a missing record, 400 naming the field, 403 for staff screens", async () => {
    const client = clientOf(customer);
    const missing = await client.GET("/api/catalogs/{type}/{id}", {
      params: { path: { type: "Seismic_2D", id: "S2D-NOPE" } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.data).toBeUndefined();
    expectTypeOf(missing.error).toEqualTypeOf<ApiError | undefined>();
    expect(missing.error?.error.code).toBe("NOT_FOUND");

    const invalid = await client.GET("/api/catalogs/{type}/data", {
      params: { path: { type: "Seismic_2D" }, query: { pageSize: 0 } },
    });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error?.error).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
    expect(invalid.error?.error.message).toMatch(/pageSize/);

    const staffOnly = await client.POST("/api/data-preparation/getmetadata", {
      body: { ingestType: "Seismic_2D" },
    });
    expect(staffOnly.response.status).toBe(403);
    expect(staffOnly.error?.error.code).toBe("FORBIDDEN");
  });
});

describe("the typed client, as staff", () => {
  it("pages the metadata of a category in data preparation", async () => {
    const { data, response } = await clientOf(staff).POST("/api/data-preparation/getmetadata", {
      body: { ingestType: "Seismic_2D", pageSize: 10 },
    });
    expect(response.status).toBe(200);
    expect(data?.pageTotal).toBe(1);
    expect(data?.result.map((r) => r.id)).toEqual(["S2D-CONTRACT-1"]);
  });

  it("lists the staff users to a superadmin, and refuses them to data staff with 403", async () => {
    const { data } = await clientOf(superadmin).GET("/api/users");
    expect(data?.result.map((u) => u.email)).toEqual(expect.arrayContaining([superadmin.email, staff.email]));
    const refused = await clientOf(staff).GET("/api/users");
    expect(refused.response.status).toBe(403);
    expect(refused.error?.error.code).toBe("FORBIDDEN");
  });
});

describe("the typed client, signed out", () => {
  it("is refused the signed-in user with 401 in the error shape", async () => {
    const me = await clientOf(null).GET("/api/users/me");
    expect(me.response.status).toBe(401);
    expect(me.error?.error.code).toBe("UNAUTHENTICATED");
  });
});
