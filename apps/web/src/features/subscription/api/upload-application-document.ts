import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/uploads (multipart): a document attached to one of the organisation's applications. */
export function useUploadApplicationDocument(applicationId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("attachableType", "application");
      form.set("attachableId", applicationId);
      form.set("file", file);
      return api.postForm("/api/uploads", form);
    },
  });
}
