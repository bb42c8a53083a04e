import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiAnswer, type ApiBody, api } from "../../../lib/api.ts";

export const faqKeys = { all: ["faqs"] as const };

/** A category as GET /api/faqs/categories answers it (with its FAQ count). */
export type FaqCategory = ApiAnswer<"/api/faqs/categories">["result"][number];
/** A FAQ as GET /api/faqs answers it. */
export type Faq = ApiAnswer<"/api/faqs">["result"][number];

/** Categories in order; `all` (staff) counts unpublished FAQs too. */
export function useFaqCategories(all = false) {
  return useQuery({
    queryKey: [...faqKeys.all, "categories", { all }],
    queryFn: ({ signal }) =>
      api.GET("/api/faqs/categories", { params: { query: all ? { all: "true" } : {} }, signal }),
  });
}

/** FAQs in order, searched by question and answer; `all` (staff) adds unpublished ones. */
export function useFaqs(query: { q?: string; categoryId?: string; all?: boolean }) {
  return useQuery({
    queryKey: [...faqKeys.all, "list", query],
    queryFn: ({ signal }) =>
      api.GET("/api/faqs", {
        params: { query: { q: query.q, categoryId: query.categoryId, all: query.all ? "true" : undefined } },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useFaqWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: faqKeys.all });
  return {
    saveCategory: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: ApiBody<"/api/faqs/categories"> }) =>
        id
          ? api.PUT("/api/faqs/categories/{id}", { params: { path: { id } }, body })
          : api.POST("/api/faqs/categories", { body }),
      onSuccess,
    }),
    deleteCategory: useMutation({
      mutationFn: (id: string) => api.DELETE("/api/faqs/categories/{id}", { params: { path: { id } } }),
      onSuccess,
    }),
    saveFaq: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: ApiBody<"/api/faqs"> }) =>
        id ? api.PUT("/api/faqs/{id}", { params: { path: { id } }, body }) : api.POST("/api/faqs", { body }),
      onSuccess,
    }),
    deleteFaq: useMutation({
      mutationFn: (id: string) => api.DELETE("/api/faqs/{id}", { params: { path: { id } } }),
      onSuccess,
    }),
  };
}
