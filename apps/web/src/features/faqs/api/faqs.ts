import type { Faq, FaqCategory, FaqCategoryInput, FaqInput } from "@strata/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const faqKeys = { all: ["faqs"] as const };

/** Categories in order; `all` (staff) counts unpublished FAQs too. */
export function useFaqCategories(all = false) {
  return useQuery({
    queryKey: [...faqKeys.all, "categories", { all }],
    queryFn: ({ signal }) =>
      api.get<{ result: FaqCategory[] }>("/api/faqs/categories", {
        query: all ? { all: "true" } : {},
        signal,
      }),
  });
}

/** FAQs in order, searched by question and answer; `all` (staff) adds unpublished ones. */
export function useFaqs(query: { q?: string; categoryId?: string; all?: boolean }) {
  return useQuery({
    queryKey: [...faqKeys.all, "list", query],
    queryFn: ({ signal }) =>
      api.get<{ result: Faq[] }>("/api/faqs", {
        query: { q: query.q, categoryId: query.categoryId, all: query.all ? "true" : undefined },
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
      mutationFn: ({ id, body }: { id?: string; body: FaqCategoryInput }) =>
        id
          ? api.put<FaqCategory>(`/api/faqs/categories/${id}`, body)
          : api.post<FaqCategory>("/api/faqs/categories", body),
      onSuccess,
    }),
    deleteCategory: useMutation({
      mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/faqs/categories/${id}`),
      onSuccess,
    }),
    saveFaq: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: FaqInput }) =>
        id ? api.put<Faq>(`/api/faqs/${id}`, body) : api.post<Faq>("/api/faqs", body),
      onSuccess,
    }),
    deleteFaq: useMutation({
      mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/faqs/${id}`),
      onSuccess,
    }),
  };
}
