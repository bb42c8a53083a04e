import type { DownloadPackageDetail } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { packageKey, packageUrl } from "./keys.ts";

/** GET /api/download-packagers/{id}: a package with its items, progress and expiry. */
export function packageQuery(id: string) {
  return queryOptions({
    queryKey: packageKey(id),
    queryFn: ({ signal }) => api.get<DownloadPackageDetail>(packageUrl(id), { signal }),
  });
}

export function usePackage(id: string) {
  return useQuery(packageQuery(id));
}
