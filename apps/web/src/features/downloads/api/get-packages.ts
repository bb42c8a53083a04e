import type { DownloadPackageStatus } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";
import { packagesKey } from "./keys.ts";

/** A package in the user's list, as the contract answers it. */
export type PackageRow = ApiAnswer<"/api/download-packagers">["result"][number];

type Query = { page: number; pageSize: number; status?: DownloadPackageStatus };

/** GET /api/download-packagers: the user's own packages, newest first. */
export function packagesQuery(query: Query) {
  return queryOptions({
    queryKey: packagesKey(query),
    queryFn: ({ signal }) => api.GET("/api/download-packagers", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePackages(query: Query, opts: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...packagesQuery(query), refetchInterval: opts.refetchInterval });
}
