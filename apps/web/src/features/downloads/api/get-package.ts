import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { packageKey } from "./keys.ts";

/** GET /api/download-packagers/{id}: a package with its items, progress and expiry. */
export function packageQuery(id: string) {
  return queryOptions({
    queryKey: packageKey(id),
    queryFn: ({ signal }) => api.GET("/api/download-packagers/{id}", { params: { path: { id } }, signal }),
  });
}

export function usePackage(id: string) {
  return useQuery(packageQuery(id));
}
