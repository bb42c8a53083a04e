import type { DataRequestFile } from "@strata/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api, type UploadProgress } from "../../../lib/api.ts";
import { useUploadProgress } from "../../../lib/use-upload-progress.ts";
import { DATA_REQUESTS_KEY } from "./keys.ts";

/** POST /api/data-delivery/{id}/files with one file, reporting how much is sent (SEG-Y can be large). */
export async function uploadFile(
  requestId: string,
  file: File,
  onProgress: UploadProgress,
): Promise<DataRequestFile[]> {
  const form = new FormData();
  form.append("file", file, file.name);
  const answer = await api.postForm("/api/data-delivery/{id}/files", form, {
    params: { path: { id: requestId } },
    onProgress,
  });
  return answer.files;
}

/** Uploads files one after the other, with the progress of the one being sent. */
export function useUploadFiles(requestId: string) {
  const queryClient = useQueryClient();
  const { current, track, done } = useUploadProgress();
  const upload = useCallback(
    async (files: readonly File[]) => {
      try {
        for (const file of files) await uploadFile(requestId, file, track(file));
      } finally {
        done();
        await queryClient.invalidateQueries({ queryKey: DATA_REQUESTS_KEY });
      }
    },
    [requestId, queryClient, track, done],
  );
  return { upload, current };
}
