import type { Paged, Tag, TaggedRecord, TaggedRecordInput, TagInput } from "@strata/core";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { recordQueryKey } from "../../catalog/api/get-record.ts";

export const tagsQueryKey = ["tags"] as const;
const tagPath = (id: string) => `/api/tags/${encodeURIComponent(id)}`;

/** GET /api/tags: every tag A–Z with its record count (a short list, fetched whole). */
export const tagsQuery = queryOptions({
  queryKey: tagsQueryKey,
  queryFn: ({ signal }) => api.get<{ result: Tag[] }>("/api/tags", { signal }),
  select: (data) => data.result,
  staleTime: 5 * 60_000,
});

export function useTags(enabled = true) {
  return useQuery({ ...tagsQuery, enabled });
}

/** GET /api/tags/:id/records: the records carrying a tag, a page at a time. */
export function useTaggedRecords(id: string, query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...tagsQueryKey, id, "records", query],
    queryFn: ({ signal }) => api.get<Paged<TaggedRecord>>(`${tagPath(id)}/records`, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Data staff's writes on tags; each refetches the tags and the record pages seen since. */
export function useTagWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
      queryClient.invalidateQueries({ queryKey: ["catalogs"] }),
    ]);
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TagInput }) =>
      id ? api.put<Tag>(tagPath(id), body) : api.post<Tag>("/api/tags", body),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(tagPath(id)),
    onSuccess,
  });
  const tagRecord = useMutation({
    mutationFn: ({ tagId, record }: { tagId: string; record: TaggedRecordInput }) =>
      api.put<TaggedRecord>(`${tagPath(tagId)}/records`, record),
    onSuccess: (_, { record }) => refreshRecord(record),
  });
  const untagRecord = useMutation({
    mutationFn: ({ tagId, record }: { tagId: string; record: TaggedRecordInput }) =>
      api.delete<{ ok: true }>(
        `${tagPath(tagId)}/records/${record.sdcType}/${encodeURIComponent(record.recordId)}`,
      ),
    onSuccess: (_, { record }) => refreshRecord(record),
  });
  function refreshRecord(record: TaggedRecordInput) {
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
      queryClient.invalidateQueries({
        queryKey: recordQueryKey(record.sdcType, record.recordId),
      }),
    ]);
  }
  return { save, remove, tagRecord, untagRecord };
}
