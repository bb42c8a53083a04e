import type { CatalogType } from "@strata/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiQuery, api } from "../../../lib/api.ts";

/** The MBR+ list's filters: 20 a page in the list; the map shows up to 100 at once. */
export type MbrPlusFilters = Omit<ApiQuery<"/api/mbr-plus/records">, "page"> & { page: number };

/** GET /api/mbr-plus/records: one page of the MBR+ collection; empty filters are left out. */
export function useMbrPlusRecords(filters: MbrPlusFilters) {
  return useQuery({
    queryKey: ["mbr-plus", "records", filters],
    queryFn: ({ signal }) =>
      api.GET("/api/mbr-plus/records", {
        params: {
          query: {
            page: filters.page,
            pageSize: filters.pageSize ?? 20,
            ...(filters.type ? { type: filters.type } : {}),
            ...(filters.region ? { region: filters.region } : {}),
            ...(filters.block ? { block: filters.block } : {}),
            ...(filters.q ? { q: filters.q } : {}),
          },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTakeMbrPlusRecord() {
  return useMutation({
    mutationFn: ({ type, id }: { type: CatalogType; id: string }) =>
      api.POST("/api/mbr-plus/records/{type}/{id}/take", { params: { path: { type, id } } }),
  });
}

const flagKey = (type: CatalogType, id: string) => ["mbr-plus", "flag", type, id] as const;

/** GET /api/admin/mbr-plus/records/{type}/{id}: whether a record is in the collection (data staff). */
export function useMbrPlusFlag(type: CatalogType, id: string) {
  return useQuery({
    queryKey: flagKey(type, id),
    queryFn: ({ signal }) =>
      api.GET("/api/admin/mbr-plus/records/{type}/{id}", { params: { path: { type, id } }, signal }),
  });
}

/** Data staff flag or unflag a record MBR+ (audited); the collection and the record's page reload. */
export function useSetMbrPlusFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, mbrPlus }: { type: CatalogType; id: string; mbrPlus: boolean }) =>
      api.PUT("/api/admin/mbr-plus/records/{type}/{id}", {
        params: { path: { type, id } },
        body: { mbrPlus },
      }),
    onSuccess: (answer, { type, id }) => {
      // The answer is the flag now; only the lists (and the record's page) need reading again.
      client.setQueryData(flagKey(type, id), answer);
      void client.invalidateQueries({ queryKey: ["mbr-plus", "records"] });
      void client.invalidateQueries({ queryKey: ["catalogs", type, "record", id] });
    },
  });
}
