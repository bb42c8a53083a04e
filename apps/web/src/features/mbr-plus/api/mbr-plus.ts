import type { MbrPlusList, TakeMbrPackageResponse } from "@strata/core";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export interface MbrPlusFilters {
  page: number;
  type?: string;
  region?: string;
  block?: string;
  q?: string;
}

export function useMbrPlusRecords(filters: MbrPlusFilters) {
  return useQuery({
    queryKey: ["mbr-plus", "records", filters],
    queryFn: ({ signal }) =>
      api.get<MbrPlusList>("/api/mbr-plus/records", {
        signal,
        query: {
          page: filters.page,
          pageSize: 20,
          ...(filters.type ? { type: filters.type } : {}),
          ...(filters.region ? { region: filters.region } : {}),
          ...(filters.block ? { block: filters.block } : {}),
          ...(filters.q ? { q: filters.q } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTakeMbrPlusRecord() {
  return useMutation({
    mutationFn: ({ type, id }: { type: string; id: string }) =>
      api.post<TakeMbrPackageResponse>(
        `/api/mbr-plus/records/${encodeURIComponent(type)}/${encodeURIComponent(id)}/take`,
      ),
  });
}
