import type {
  CreateStudyDocumentCommentBody,
  StudyDocument,
  StudyDocumentComment,
  StudyDocumentCommentList,
  StudyDocumentList,
} from "@strata/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const STUDY_DOCUMENTS_KEY = ["study-documents"] as const;

/**
 * Where a document lives: a member's own (`/api/study-documents/{id}`) or, for staff, under the
 * organisation's subscription (`/api/admin/subscriptions/{s}/study-documents/{id}`), read-only.
 */
export type StudyDocumentScope = { kind: "member" } | { kind: "staff"; subscriptionId: string };

export const documentsUrl = (scope: StudyDocumentScope) =>
  scope.kind === "member"
    ? "/api/study-documents"
    : `/api/admin/subscriptions/${encodeURIComponent(scope.subscriptionId)}/study-documents`;
export const documentUrl = (scope: StudyDocumentScope, id: string) =>
  `${documentsUrl(scope)}/${encodeURIComponent(id)}`;
/** The PDF inline, for the browser's own viewer (an iframe, or a new tab). */
export const documentFileUrl = (scope: StudyDocumentScope, id: string) => `${documentUrl(scope, id)}/file`;

const scopeKey = (scope: StudyDocumentScope) =>
  scope.kind === "member"
    ? [...STUDY_DOCUMENTS_KEY, "member"]
    : [...STUDY_DOCUMENTS_KEY, "staff", scope.subscriptionId];

/** GET the list: a page, searched by title, abstract or author, filtered by kind. */
export function useStudyDocuments(scope: StudyDocumentScope, query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...scopeKey(scope), "list", query],
    queryFn: ({ signal }) => api.get<StudyDocumentList>(documentsUrl(scope), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStudyDocument(scope: StudyDocumentScope, id: string) {
  return useQuery({
    queryKey: [...scopeKey(scope), "one", id],
    queryFn: ({ signal }) => api.get<StudyDocument>(documentUrl(scope, id), { signal }),
  });
}

export function useStudyDocumentComments(scope: StudyDocumentScope, id: string) {
  return useQuery({
    queryKey: [...scopeKey(scope), "comments", id],
    queryFn: ({ signal }) =>
      api.get<StudyDocumentCommentList>(`${documentUrl(scope, id)}/comments`, { signal }),
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
  useInvalidating((id: string) => api.delete<{ ok: true }>(documentUrl({ kind: "member" }, id)));

export const useAddComment = (documentId: string) =>
  useInvalidating((body: CreateStudyDocumentCommentBody) =>
    api.post<StudyDocumentComment>(`${documentUrl({ kind: "member" }, documentId)}/comments`, body),
  );

export const useDeleteComment = (documentId: string) =>
  useInvalidating((commentId: string) =>
    api.delete<{ ok: true }>(
      `${documentUrl({ kind: "member" }, documentId)}/comments/${encodeURIComponent(commentId)}`,
    ),
  );
