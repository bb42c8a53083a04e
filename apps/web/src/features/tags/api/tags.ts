import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, type ApiQuery, api } from "../../../lib/api.ts";
import { recordQueryKey } from "../../../lib/catalog-links.ts";

type TaggedRecordInput = ApiBody<"/api/tags/{id}/records", "put">;

export const tagsQueryKey = ["tags"] as const;

/** GET /api/tags: every tag A–Z with its record count (a short list, fetched whole). */
export const tagsQuery = queryOptions({
  queryKey: tagsQueryKey,
  queryFn: ({ signal }) => api.GET("/api/tags", { signal }),
  select: (data) => data.result,
  staleTime: 5 * 60_000,
});

export function useTags(enabled = true) {
  return useQuery({ ...tagsQuery, enabled });
}

/** GET /api/tags/:id/records: the records carrying a tag, a page at a time. */
export function useTaggedRecords(id: string, query: ApiQuery<"/api/tags/{id}/records">) {
  return useQuery({
    queryKey: [...tagsQueryKey, id, "records", query],
    queryFn: ({ signal }) => api.GET("/api/tags/{id}/records", { params: { path: { id }, query }, signal }),
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
    mutationFn: ({ id, body }: { id?: string; body: ApiBody<"/api/tags"> }) =>
      id ? api.PUT("/api/tags/{id}", { params: { path: { id } }, body }) : api.POST("/api/tags", { body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.DELETE("/api/tags/{id}", { params: { path: { id } } }),
    onSuccess,
  });
  const tagRecord = useMutation({
    mutationFn: ({ tagId, record }: { tagId: string; record: TaggedRecordInput }) =>
      api.PUT("/api/tags/{id}/records", { params: { path: { id: tagId } }, body: record }),
    onSuccess: (_, { record }) => refreshRecord(record),
  });
  const untagRecord = useMutation({
    mutationFn: ({ tagId, record }: { tagId: string; record: TaggedRecordInput }) =>
      api.DELETE("/api/tags/{id}/records/{sdcType}/{recordId}", {
        params: { path: { id: tagId, sdcType: record.sdcType, recordId: record.recordId } },
      }),
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
