import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";

const enc = encodeURIComponent;

export function useMbrRounds() {
  return useQuery(
    queryOptions({
      queryKey: ["mbr", "rounds"],
      queryFn: ({ signal }) => api.GET("/api/mbr/rounds", { signal }),
    }),
  );
}

export function useMbrRound(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ["mbr", "rounds", id],
      queryFn: ({ signal }) => api.GET("/api/mbr/rounds/{id}", { params: { path: { id } }, signal }),
    }),
  );
}

export const documentFileUrl = (roundId: string, docId: string) =>
  `/api/mbr/rounds/${enc(roundId)}/documents/${enc(docId)}/file`;

export function useTakeMbrPackage(roundId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) =>
      api.POST("/api/mbr/rounds/{id}/packages/{packageId}/take", {
        params: { path: { id: roundId, packageId } },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["mbr", "rounds", roundId] }),
  });
}

/** A taken package's preparation, polled while it prepares. */
export function useMbrTakenPackage(packageId: string | null) {
  return useQuery({
    queryKey: ["mbr", "taken", packageId],
    queryFn: ({ signal }) =>
      api.GET("/api/mbr/taken/{packageId}", { params: { path: { packageId: packageId ?? "" } }, signal }),
    enabled: packageId !== null,
    refetchInterval: (query) => (query.state.data?.status === "preparing" ? 2000 : false),
  });
}

/* staff */

function useRoundMutation<T, V>(fn: (v: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ["mbr"] }),
  });
}

export const useUpdateMbrRound = (roundId: string) =>
  useRoundMutation((body: ApiBody<"/api/admin/mbr/rounds/{id}", "patch">) =>
    api.PATCH("/api/admin/mbr/rounds/{id}", { params: { path: { id: roundId } }, body }),
  );

export const useUploadMbrDocument = (roundId: string) =>
  useRoundMutation((form: FormData) =>
    api.postForm("/api/admin/mbr/rounds/{id}/documents", form, { params: { path: { id: roundId } } }),
  );

export const usePublishMbrDocument = (roundId: string) =>
  useRoundMutation(({ id, published }: { id: string; published: boolean }) =>
    api.PATCH("/api/admin/mbr/rounds/{id}/documents/{docId}", {
      params: { path: { id: roundId, docId: id } },
      body: { published },
    }),
  );

export const useDeleteMbrDocument = (roundId: string) =>
  useRoundMutation((id: string) =>
    api.DELETE("/api/admin/mbr/rounds/{id}/documents/{docId}", {
      params: { path: { id: roundId, docId: id } },
    }),
  );

export const usePublishMbrPackage = (roundId: string) =>
  useRoundMutation(({ id, published }: { id: string; published: boolean }) =>
    api.PATCH("/api/admin/mbr/rounds/{id}/packages/{packageId}", {
      params: { path: { id: roundId, packageId: id } },
      body: { published },
    }),
  );

export function useMbrActivity(roundId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["mbr", "activity", roundId],
    queryFn: ({ signal }) =>
      api.GET("/api/admin/mbr/rounds/{id}/activity", {
        params: { path: { id: roundId }, query: { pageSize: 50 } },
        signal,
      }),
    enabled,
  });
}

/** A block's bid-flagged records, for the new-package dialog (staff). */
export function useMbrBlockRecords(roundId: string, block: string | null) {
  return useQuery({
    queryKey: ["mbr", "block-records", roundId, block],
    queryFn: ({ signal }) =>
      api.GET("/api/admin/mbr/rounds/{id}/blocks/{block}/records", {
        params: { path: { id: roundId, block: block ?? "" } },
        signal,
      }),
    enabled: block !== null,
  });
}

export const useCreateMbrPackage = (roundId: string) =>
  useRoundMutation((body: ApiBody<"/api/admin/mbr/rounds/{id}/packages">) =>
    api.POST("/api/admin/mbr/rounds/{id}/packages", { params: { path: { id: roundId } }, body }),
  );
