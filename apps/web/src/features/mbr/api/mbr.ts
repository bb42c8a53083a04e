import type {
  CreateMbrPackage,
  MbrActivityList,
  MbrBlockRecords,
  MbrDocument,
  MbrPackage,
  MbrRoundDetail,
  MbrRoundList,
  MbrTakenPackage,
  TakeMbrPackageResponse,
  UpdateMbrRound,
} from "@strata/core";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const enc = encodeURIComponent;

export function useMbrRounds() {
  return useQuery(
    queryOptions({
      queryKey: ["mbr", "rounds"],
      queryFn: ({ signal }) => api.get<MbrRoundList>("/api/mbr/rounds", { signal }),
    }),
  );
}

export function useMbrRound(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ["mbr", "rounds", id],
      queryFn: ({ signal }) => api.get<MbrRoundDetail>(`/api/mbr/rounds/${enc(id)}`, { signal }),
    }),
  );
}

export const documentFileUrl = (roundId: string, docId: string) =>
  `/api/mbr/rounds/${enc(roundId)}/documents/${enc(docId)}/file`;

export function useTakeMbrPackage(roundId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) =>
      api.post<TakeMbrPackageResponse>(`/api/mbr/rounds/${enc(roundId)}/packages/${enc(packageId)}/take`),
    onSuccess: () => client.invalidateQueries({ queryKey: ["mbr", "rounds", roundId] }),
  });
}

/** A taken package's preparation, polled while it prepares. */
export function useMbrTakenPackage(packageId: string | null) {
  return useQuery({
    queryKey: ["mbr", "taken", packageId],
    queryFn: ({ signal }) => api.get<MbrTakenPackage>(`/api/mbr/taken/${enc(packageId ?? "")}`, { signal }),
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
  useRoundMutation((body: UpdateMbrRound) =>
    api.patch<MbrRoundDetail>(`/api/admin/mbr/rounds/${enc(roundId)}`, body),
  );

export const useUploadMbrDocument = (roundId: string) =>
  useRoundMutation((form: FormData) =>
    api.postForm<MbrDocument>(`/api/admin/mbr/rounds/${enc(roundId)}/documents`, form),
  );

export const usePublishMbrDocument = (roundId: string) =>
  useRoundMutation(({ id, published }: { id: string; published: boolean }) =>
    api.patch<MbrDocument>(`/api/admin/mbr/rounds/${enc(roundId)}/documents/${enc(id)}`, { published }),
  );

export const useDeleteMbrDocument = (roundId: string) =>
  useRoundMutation((id: string) => api.delete(`/api/admin/mbr/rounds/${enc(roundId)}/documents/${enc(id)}`));

export const usePublishMbrPackage = (roundId: string) =>
  useRoundMutation(({ id, published }: { id: string; published: boolean }) =>
    api.patch(`/api/admin/mbr/rounds/${enc(roundId)}/packages/${enc(id)}`, { published }),
  );

export function useMbrActivity(roundId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["mbr", "activity", roundId],
    queryFn: ({ signal }) =>
      api.get<MbrActivityList>(`/api/admin/mbr/rounds/${enc(roundId)}/activity`, {
        signal,
        query: { pageSize: 50 },
      }),
    enabled,
  });
}

/** A block's bid-flagged records, for the new-package dialog (staff). */
export function useMbrBlockRecords(roundId: string, block: string | null) {
  return useQuery({
    queryKey: ["mbr", "block-records", roundId, block],
    queryFn: ({ signal }) =>
      api.get<MbrBlockRecords>(`/api/admin/mbr/rounds/${enc(roundId)}/blocks/${enc(block ?? "")}/records`, {
        signal,
      }),
    enabled: block !== null,
  });
}

export const useCreateMbrPackage = (roundId: string) =>
  useRoundMutation((body: CreateMbrPackage) =>
    api.post<MbrPackage>(`/api/admin/mbr/rounds/${enc(roundId)}/packages`, body),
  );
