import { type ApiBody, type ApiQuery, api } from "../../../lib/api.ts";
import { referenceCrud } from "./reference-crud.ts";

/** GET|POST /api/institutes, PATCH|DELETE /api/institutes/{id}. */
export const institutesApi = referenceCrud("institutes", {
  list: (query: ApiQuery<"/api/institutes">, signal) =>
    api.GET("/api/institutes", { params: { query }, signal }),
  create: (body: ApiBody<"/api/institutes">) => api.POST("/api/institutes", { body }),
  update: (id, body: ApiBody<"/api/institutes/{id}", "patch">) =>
    api.PATCH("/api/institutes/{id}", { params: { path: { id } }, body }),
  remove: (id) => api.DELETE("/api/institutes/{id}", { params: { path: { id } } }),
});
