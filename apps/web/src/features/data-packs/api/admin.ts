import type { DataPackDetail, DataPackInput, DataPackList, PrePack } from "@strata/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { ADMIN_DATA_PACKS_KEY, adminPackUrl, DATA_PACKS_KEY } from "./keys.ts";

export interface RecordHit {
  type: DataPackInput["records"][number]["type"];
  id: string;
  title: string;
  subtitle: string;
}
interface SearchAnswer {
  groups: { type: RecordHit["type"]; displayName: string; results: RecordHit[] }[];
}

/** GET /api/admin/data-packs: every pack, with its newest pre-pack; polled while one builds. */
export function useAdminDataPacks(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...ADMIN_DATA_PACKS_KEY, "list", query],
    queryFn: ({ signal }) => api.get<DataPackList>("/api/admin/data-packs", { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.result.some((p) => p.prePack?.status === "building") ? 1500 : false,
  });
}

/** GET /api/admin/data-packs/{id}: a pack with its records (the editor's starting point). */
export function useAdminDataPack(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_DATA_PACKS_KEY, "pack", id],
    queryFn: ({ signal }) => api.get<DataPackDetail>(adminPackUrl(id ?? ""), { signal }),
    enabled: id !== null,
  });
}

/** GET /api/admin/data-packs/record-search: catalogue records matching the text, by category. */
export function useRecordSearch(q: string) {
  return useQuery({
    queryKey: [...ADMIN_DATA_PACKS_KEY, "record-search", q],
    queryFn: ({ signal }) =>
      api.get<SearchAnswer>("/api/admin/data-packs/record-search", { query: { q, limit: 5 }, signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Every write of the staff screen; each refetches staff's and customers' lists. */
export function useDataPackWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_DATA_PACKS_KEY }),
      queryClient.invalidateQueries({ queryKey: DATA_PACKS_KEY }),
    ]);
  const create = useMutation({
    mutationFn: (body: DataPackInput) => api.post<DataPackDetail>("/api/admin/data-packs", body),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: DataPackInput }) =>
      api.put<DataPackDetail>(adminPackUrl(id), body),
    onSuccess,
  });
  const transition = useMutation({
    mutationFn: ({ id, action }: { id: string; action: "publish" | "withdraw" }) =>
      api.post<DataPackDetail>(`${adminPackUrl(id)}/${action}`),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<null>(adminPackUrl(id)),
    onSuccess,
  });
  const buildPrePack = useMutation({
    mutationFn: (packId: string) => api.post<PrePack>("/api/data-pre-packs", { packId }),
    onSuccess,
  });
  return { create, update, remove, transition, buildPrePack };
}
