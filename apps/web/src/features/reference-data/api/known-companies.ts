import { type ApiBody, type ApiQuery, api } from "../../../lib/api.ts";
import { referenceCrud } from "./reference-crud.ts";

/** GET|POST /api/known-companies, PATCH|DELETE /api/known-companies/{id}. */
export const knownCompaniesApi = referenceCrud("known-companies", {
  list: (query: ApiQuery<"/api/known-companies">, signal) =>
    api.GET("/api/known-companies", { params: { query }, signal }),
  create: (body: ApiBody<"/api/known-companies">) => api.POST("/api/known-companies", { body }),
  update: (id, body: ApiBody<"/api/known-companies/{id}", "patch">) =>
    api.PATCH("/api/known-companies/{id}", { params: { path: { id } }, body }),
  remove: (id) => api.DELETE("/api/known-companies/{id}", { params: { path: { id } } }),
});
