import { type ApiBody, type ApiQuery, api } from "../../../lib/api.ts";
import { referenceCrud } from "./reference-crud.ts";

/** GET|POST /api/bid-rounds, PATCH|DELETE /api/bid-rounds/{id}. */
export const bidRoundsApi = referenceCrud("bid-rounds", {
  list: (query: ApiQuery<"/api/bid-rounds">, signal) =>
    api.GET("/api/bid-rounds", { params: { query }, signal }),
  create: (body: ApiBody<"/api/bid-rounds">) => api.POST("/api/bid-rounds", { body }),
  update: (id, body: ApiBody<"/api/bid-rounds/{id}", "patch">) =>
    api.PATCH("/api/bid-rounds/{id}", { params: { path: { id } }, body }),
  remove: (id) => api.DELETE("/api/bid-rounds/{id}", { params: { path: { id } } }),
});
