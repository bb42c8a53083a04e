import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, type ApiQuery, api } from "../../../lib/api.ts";

export const STUDY_DOCUMENTS_KEY = ["study-documents"] as const;

/**
 * Where a document lives: a member's own (`/api/study-documents/{id}`) or, for staff, under the
 * organisation's subscription (`/api/admin/subscriptions/{s}/study-documents/{id}`), read-only.
 */
export type StudyDocumentScope = { kind: "member" } | { kind: "staff"; subscriptionId: string };

const documentsUrl = (scope: StudyDocumentScope) =>
  scope.kind === "member"
    ? "/api/study-documents"
    : `/api/admin/subscriptions/${encodeURIComponent(scope.subscriptionId)}/study-documents`;
/** The PDF inline, for the browser's own viewer (an iframe, or a new tab). */
export const documentFileUrl = (scope: StudyDocumentScope, id: string) =>
  `${documentsUrl(scope)}/${encodeURIComponent(id)}/file`;

const scopeKey = (scope: StudyDocumentScope) =>
  scope.kind === "member"
    ? [...STUDY_DOCUMENTS_KEY, "member"]
    : [...STUDY_DOCUMENTS_KEY, "staff", scope.subscriptionId];

/** GET the list: a page, searched by title, abstract or author, filtered by kind. */
export function useStudyDocuments(scope: StudyDocumentScope, query: ApiQuery<"/api/study-documents">) {
  return useQuery({
    queryKey: [...scopeKey(scope), "list", query],
    queryFn: ({ signal }) =>
      scope.kind === "member"
        ? api.GET("/api/study-documents", { params: { query }, signal })
        : api.GET("/api/admin/subscriptions/{id}/study-documents", {
            params: { path: { id: scope.subscriptionId }, query },
            signal,
          }),
    placeholderData: keepPreviousData,
  });
}

export function useStudyDocument(scope: StudyDocumentScope, id: string) {
  return useQuery({
    queryKey: [...scopeKey(scope), "one", id],
    queryFn: ({ signal }) =>
      scope.kind === "member"
        ? api.GET("/api/study-documents/{id}", { params: { path: { id } }, signal })
        : api.GET("/api/admin/subscriptions/{id}/study-documents/{documentId}", {
            params: { path: { id: scope.subscriptionId, documentId: id } },
            signal,
          }),
  });
}

export function useStudyDocumentComments(scope: StudyDocumentScope, id: string) {
  return useQuery({
    queryKey: [...scopeKey(scope), "comments", id],
    queryFn: ({ signal }) =>
      scope.kind === "member"
        ? api.GET("/api/study-documents/{id}/comments", { params: { path: { id } }, signal })
        : api.GET("/api/admin/subscriptions/{id}/study-documents/{documentId}/comments", {
            params: { path: { id: scope.subscriptionId, documentId: id } },
            signal,
          }),
  });
}

function useInvalidating<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STUDY_DOCUMENTS_KEY }),
  });
}

/** POST /api/study-documents (multipart): title, kind, abstract and the PDF. */
export const useUploadStudyDocument = () =>
  useInvalidating((input: { title: string; kind: string; abstract: string; file: File }) => {
    const form = new FormData();
    form.set("title", input.title);
    form.set("kind", input.kind);
    form.set("abstract", input.abstract);
    form.set("file", input.file, input.file.name);
    return api.postForm("/api/study-documents", form);
  });

export const useDeleteStudyDocument = () =>
  useInvalidating((id: string) => api.DELETE("/api/study-documents/{id}", { params: { path: { id } } }));

export const useAddComment = (documentId: string) =>
  useInvalidating((body: ApiBody<"/api/study-documents/{id}/comments">) =>
    api.POST("/api/study-documents/{id}/comments", { params: { path: { id: documentId } }, body }),
  );

export const useDeleteComment = (documentId: string) =>
  useInvalidating((commentId: string) =>
    api.DELETE("/api/study-documents/{id}/comments/{commentId}", {
      params: { path: { id: documentId, commentId } },
    }),
  );
