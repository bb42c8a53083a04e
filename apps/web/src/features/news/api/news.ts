import type { News, NewsInput, Paged, PublicNews } from "@strata/core";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** Public reads under `news`, staff's under `admin-news`; a change refetches both. */
export const newsKeys = {
  public: ["news"] as const,
  admin: ["admin-news"] as const,
};

export function usePublishedNews(page: number, pageSize: number) {
  return useQuery(
    queryOptions({
      queryKey: [...newsKeys.public, "list", { page, pageSize }],
      queryFn: ({ signal }) => api.get<Paged<PublicNews>>("/api/news", { query: { page, pageSize }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function usePublishedNewsItem(id: string) {
  return useQuery({
    queryKey: [...newsKeys.public, "item", id],
    queryFn: ({ signal }) => api.get<PublicNews>(`/api/news/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

export function useAdminNews(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...newsKeys.admin, query],
    queryFn: ({ signal }) => api.get<Paged<News>>("/api/admin/news", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every write of the staff screen; each refetches the lists once it is done. */
export function useNewsWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: newsKeys.admin }),
      queryClient.invalidateQueries({ queryKey: newsKeys.public }),
    ]);
  const create = useMutation({
    mutationFn: (body: NewsInput) => api.post<News>("/api/admin/news", body),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: NewsInput }) =>
      api.put<News>(`/api/admin/news/${id}`, body),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/admin/news/${id}`),
    onSuccess,
  });
  const transition = useMutation({
    mutationFn: ({ id, action }: { id: string; action: "publish" | "unpublish" }) =>
      api.post<News>(`/api/admin/news/${id}/${action}`, {}),
    onSuccess,
  });
  const uploadImage = useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.set("attachableType", "news");
      form.set("attachableId", id);
      form.set("file", file);
      return api.postForm("/api/uploads", form);
    },
    onSuccess,
  });
  return { create, update, remove, transition, uploadImage };
}
