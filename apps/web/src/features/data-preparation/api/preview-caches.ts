import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const previewCachesKey = ["preview-caches"] as const;
/** While a run waits or goes, its counts are asked again this often. */
const RUNNING_POLL_MS = 2000;

/** The preview caches' last run (decision 0237), asked again while it is queued or running. */
export function usePreviewCacheStatus(enabled: boolean) {
  return useQuery({
    queryKey: previewCachesKey,
    queryFn: ({ signal }) => api.GET("/api/visualisation/preview-caches", { signal }),
    enabled,
    refetchInterval: (query) => {
      const status = query.state.data?.lastRun?.status;
      return status === "queued" || status === "running" ? RUNNING_POLL_MS : false;
    },
  });
}

/** Queues a run now; the status is asked again at once. */
export function useRunPreviewCaches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST("/api/visualisation/preview-caches", { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewCachesKey }),
  });
}
