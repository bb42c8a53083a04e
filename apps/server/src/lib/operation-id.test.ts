import { describe, expect, it } from "vitest";
import { deriveOperationId } from "./operation-id.ts";

/** Paths that have a `…/:param` child route in these examples. */
const collections = new Set([
  "/api/admin/subscriptions",
  "/api/catalogs/bookmarks",
  "/api/v2/catalogs/bookmarks",
  "/api/admin/new-data",
]);
const derive = (method: string, url: string) => deriveOperationId(method, url, (p) => collections.has(p));

describe("operationIds derived from method and path", () => {
  it.each([
    ["GET", "/api/admin/subscriptions", "listAdminSubscriptions"],
    ["POST", "/api/admin/subscriptions", "createAdminSubscription"],
    ["GET", "/api/admin/subscriptions/:id", "getAdminSubscription"],
    ["PUT", "/api/admin/subscriptions/:id", "updateAdminSubscription"],
    ["PATCH", "/api/admin/subscriptions/:id", "updateAdminSubscription"],
    ["DELETE", "/api/admin/subscriptions/:id", "deleteAdminSubscription"],
    ["POST", "/api/admin/subscriptions/:id/approve", "approveAdminSubscription"],
    ["GET", "/api/admin/new-data", "listAdminNewData"],
    ["GET", "/api/admin/new-data/:id", "getAdminNewData"],
    ["DELETE", "/api/catalogs/bookmarks/:id", "deleteCatalogBookmark"],
    ["GET", "/api/catalogs/:type/unique-values", "listCatalogUniqueValues"],
    ["GET", "/api/catalogs/:type/sortable-props", "listCatalogSortableProps"],
    ["GET", "/api/catalogs/lookups/:list", "getCatalogLookup"],
    ["GET", "/api/admin/data-preparation/metadata-histories", "listAdminDataPreparationMetadataHistories"],
    ["GET", "/api/tags", "listTags"],
    ["GET", "/api/glossary", "getGlossary"],
    ["GET", "/api/map/basemap", "getMapBasemap"],
    ["PUT", "/api/map/interactions", "updateMapInteractions"],
    ["POST", "/api/users/change-password", "changeUserPassword"],
    ["POST", "/api/auth/password/reset", "resetAuthPassword"],
    ["POST", "/api/data-preparation/clear-metadata-cache", "clearDataPreparationMetadataCache"],
    ["DELETE", "/api/catalogs/bookmarks", "deleteCatalogBookmarks"],
  ])("%s %s → %s", (method, url, id) => {
    expect(derive(method, url)).toBe(id);
  });

  it("ignores a trailing slash and the /api prefix, and takes `{param}` like `:param`", () => {
    expect(derive("GET", "/api/admin/subscriptions/")).toBe("listAdminSubscriptions");
    expect(derive("GET", "/api/admin/subscriptions/{id}")).toBe("getAdminSubscription");
    expect(derive("GET", "/gis/layers")).toBe("listGisLayers");
  });

  it("names a versioned path as its unversioned twin with the version at the end", () => {
    expect(derive("GET", "/api/v2/catalogs/:type/facets")).toBe("listCatalogFacetsV2");
    expect(derive("DELETE", "/api/v2/catalogs/bookmarks/:id")).toBe("deleteCatalogBookmarkV2");
    expect(derive("GET", "/api/v2/catalogs/lookups/:list")).toBe("getCatalogLookupV2");
    // Whether it lists is the versioned path's own question: /api/admin/new-data has items, v2's none.
    expect(derive("GET", "/api/v2/admin/new-data")).toBe("getAdminNewDataV2");
    expect(derive("GET", "/api/v2/catalogs/bookmarks")).toBe("listCatalogBookmarksV2");
  });
});
