import type { DataRequestFile } from "@strata/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { ApiError, csrfToken, toApiError } from "../../../lib/api.ts";
import { DATA_REQUESTS_KEY, deliveryUrl } from "./keys.ts";

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POST /api/data-delivery/{id}/files with one file, through XMLHttpRequest: fetch cannot report an
 * upload's progress, and delivered files (SEG-Y) can be large.
 */
export async function uploadFile(
  requestId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<DataRequestFile[]> {
  const token = await csrfToken();
  const form = new FormData();
  form.append("file", file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${deliveryUrl(requestId)}/files`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("x-csrf-token", token);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve((body as { files: DataRequestFile[] }).files);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, "NETWORK_ERROR", "Could not reach the server. Check your connection and try again."),
      );
    xhr.send(form);
  });
}

export interface UploadState {
  name: string;
  fraction: number;
}

/** Uploads files one after the other, with the progress of the one being sent. */
export function useUploadFiles(requestId: string) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<UploadState | null>(null);
  const upload = useCallback(
    async (files: readonly File[]) => {
      try {
        for (const file of files) {
          setCurrent({ name: file.name, fraction: 0 });
          await uploadFile(requestId, file, (fraction) => setCurrent({ name: file.name, fraction }));
        }
      } finally {
        setCurrent(null);
        await queryClient.invalidateQueries({ queryKey: DATA_REQUESTS_KEY });
      }
    },
    [requestId, queryClient],
  );
  return { upload, current };
}
