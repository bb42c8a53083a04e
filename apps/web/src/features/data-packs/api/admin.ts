import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiAnswer, type ApiBody, type ApiQuery, api } from "../../../lib/api.ts";
import { ADMIN_DATA_PACKS_KEY, DATA_PACKS_KEY } from "./keys.ts";

/** A row of staff's list (GET /api/admin/data-packs), with its newest pre-pack. */
export type AdminDataPack = ApiAnswer<"/api/admin/data-packs">["result"][number];
/** A pack as staff save it: its fields and records. */
export type DataPackBody = ApiBody<"/api/admin/data-packs">;
/** A catalogue record the search found, for the record picker. */
export type RecordHit = ApiAnswer<"/api/admin/data-packs/record-search">["groups"][number]["results"][number];

/** GET /api/admin/data-packs: every pack, with its newest pre-pack; polled while one builds. */
export function useAdminDataPacks(query: ApiQuery<"/api/admin/data-packs">) {
  return useQuery({
    queryKey: [...ADMIN_DATA_PACKS_KEY, "list", query],
    queryFn: ({ signal }) => api.GET("/api/admin/data-packs", { params: { query }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.result.some((p) => p.prePack?.status === "building") ? 1500 : false,
  });
}

/** GET /api/admin/data-packs/{id}: a pack with its records (the editor's starting point). */
export function useAdminDataPack(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_DATA_PACKS_KEY, "pack", id],
    queryFn: ({ signal }) =>
      api.GET("/api/admin/data-packs/{id}", { params: { path: { id: id ?? "" } }, signal }),
    enabled: id !== null,
  });
}

/** GET /api/admin/data-packs/record-search: catalogue records matching the text, by category. */
export function useRecordSearch(q: string) {
  return useQuery({
    queryKey: [...ADMIN_DATA_PACKS_KEY, "record-search", q],
    queryFn: ({ signal }) =>
      api.GET("/api/admin/data-packs/record-search", { params: { query: { q, limit: 5 } }, signal }),
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
    mutationFn: (body: DataPackBody) => api.POST("/api/admin/data-packs", { body }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApiBody<"/api/admin/data-packs/{id}", "put"> }) =>
      api.PUT("/api/admin/data-packs/{id}", { params: { path: { id } }, body }),
    onSuccess,
  });
  const transition = useMutation({
    mutationFn: ({ id, action }: { id: string; action: "publish" | "withdraw" }) =>
      api.POST(`/api/admin/data-packs/{id}/${action}` as const, { params: { path: { id } } }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.DELETE("/api/admin/data-packs/{id}", { params: { path: { id } } }),
    onSuccess,
  });
  const buildPrePack = useMutation({
    mutationFn: (packId: string) => api.POST("/api/data-pre-packs", { body: { packId } }),
    onSuccess,
  });
  return { create, update, remove, transition, buildPrePack };
}
