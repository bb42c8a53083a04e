import type { RegistrationDraft, Upload } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { draftHeaders, registrationKeys } from "./draft-token.ts";

/** POST /api/uploads (multipart) and DELETE /api/uploads/{id} for the draft's documents. */
export function useDraftDocuments(draftId: string) {
  const queryClient = useQueryClient();
  const update = (change: (documents: Upload[]) => Upload[]) =>
    queryClient.setQueryData<RegistrationDraft | null>(registrationKeys.draft, (draft) =>
      draft ? { ...draft, documents: change(draft.documents) } : draft,
    );
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("attachableType", "registration");
      form.set("attachableId", draftId);
      form.set("file", file);
      return api.postForm("/api/uploads", form, { headers: draftHeaders() });
    },
    onSuccess: (created) => update((documents) => [...documents, created]),
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      api.DELETE("/api/uploads/{id}", { params: { path: { id } }, headers: draftHeaders() }),
    onSuccess: (_, id) => update((documents) => documents.filter((d) => d.id !== id)),
  });
  return { upload, remove };
}
