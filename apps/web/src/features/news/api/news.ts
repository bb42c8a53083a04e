import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiAnswer, type ApiBody, type ApiQuery, api } from "../../../lib/api.ts";

/** Public reads under `news`, staff's under `admin-news`; a change refetches both. */
export const newsKeys = {
  public: ["news"] as const,
  admin: ["admin-news"] as const,
};

/** A news item as staff's list (GET /api/admin/news) answers it, drafts included. */
export type AdminNews = ApiAnswer<"/api/admin/news">["result"][number];

export function usePublishedNews(page: number, pageSize: number) {
  return useQuery(
    queryOptions({
      queryKey: [...newsKeys.public, "list", { page, pageSize }],
      queryFn: ({ signal }) => api.GET("/api/news", { params: { query: { page, pageSize } }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function usePublishedNewsItem(id: string) {
  return useQuery({
    queryKey: [...newsKeys.public, "item", id],
    queryFn: ({ signal }) => api.GET("/api/news/{id}", { params: { path: { id } }, signal }),
    retry: false,
  });
}

export function useAdminNews(query: ApiQuery<"/api/admin/news">) {
  return useQuery({
    queryKey: [...newsKeys.admin, query],
    queryFn: ({ signal }) => api.GET("/api/admin/news", { params: { query }, signal }),
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
    mutationFn: (body: ApiBody<"/api/admin/news">) => api.POST("/api/admin/news", { body }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApiBody<"/api/admin/news/{id}", "put"> }) =>
      api.PUT("/api/admin/news/{id}", { params: { path: { id } }, body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.DELETE("/api/admin/news/{id}", { params: { path: { id } } }),
    onSuccess,
  });
  const transition = useMutation({
    mutationFn: ({ id, action }: { id: string; action: "publish" | "unpublish" }) =>
      api.POST(`/api/admin/news/{id}/${action}` as const, { params: { path: { id } } }),
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
