import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type UploadProgress } from "../../../lib/api.ts";
import { coreKey } from "./core-analysis.ts";

export const CORE_SAMPLE_TEMPLATE_URL = "/api/core-analysis/samples/template";

/** POST /api/core-analysis/samples/import: validate or apply a sample file (all or nothing). */
export function useImportCoreSamples() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      mode,
      onProgress,
    }: {
      file: File;
      mode: "validate" | "apply";
      onProgress?: UploadProgress;
    }) => {
      const form = new FormData();
      form.append("mode", mode);
      form.append("file", file);
      return api.postForm("/api/core-analysis/samples/import", form, { onProgress });
    },
    onSuccess: (report) => {
      if (report.applied) void client.invalidateQueries({ queryKey: coreKey });
    },
  });
}

/** POST /api/core-analysis/photos: one core box photograph for a depth interval. */
export function useUploadCorePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      file: File;
      wellboreName: string;
      topDepthM: string;
      bottomDepthM: string;
      lighting: string;
      onProgress?: UploadProgress;
    }) => {
      const form = new FormData();
      form.append("wellboreName", input.wellboreName);
      form.append("topDepthM", input.topDepthM);
      form.append("bottomDepthM", input.bottomDepthM);
      form.append("lighting", input.lighting);
      form.append("file", input.file);
      return api.postForm("/api/core-analysis/photos", form, { onProgress: input.onProgress });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: coreKey }),
  });
}
