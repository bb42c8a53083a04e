import type { MbrPlusFlagResponse, MbrPlusList, TakeMbrPackageResponse } from "@strata/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export interface MbrPlusFilters {
  page: number;
  type?: string;
  region?: string;
  block?: string;
  q?: string;
  /** 20 a page in the list; the map shows up to 100 at once. */
  pageSize?: number;
}

export function useMbrPlusRecords(filters: MbrPlusFilters) {
  return useQuery({
    queryKey: ["mbr-plus", "records", filters],
    queryFn: ({ signal }) =>
      api.get<MbrPlusList>("/api/mbr-plus/records", {
        signal,
        query: {
          page: filters.page,
          pageSize: filters.pageSize ?? 20,
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

/** Data staff flag or unflag a record MBR+ (audited); the collection and the record's page reload. */
export function useSetMbrPlusFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, mbrPlus }: { type: string; id: string; mbrPlus: boolean }) =>
      api.put<MbrPlusFlagResponse>(
        `/api/admin/mbr-plus/records/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
        { mbrPlus },
      ),
    onSuccess: (_data, { type, id }) => {
      void client.invalidateQueries({ queryKey: ["mbr-plus"] });
      void client.invalidateQueries({ queryKey: ["catalogs", type, "record", id] });
    },
  });
}
