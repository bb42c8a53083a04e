import type { PackageRecord } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { DOWNLOADS_KEY, packageKey } from "./keys.ts";

/**
 * POST /api/catalogs/{type}/{id}/download: a package of this one record, confirmed at once (its
 * credits spent, preparation queued). Asked again while that package lives, it answers the same one.
 */
export function useDownloadRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: PackageRecord) =>
      api.POST("/api/catalogs/{type}/{id}/download", { params: { path: { type, id } } }),
    onSuccess: (detail) => queryClient.setQueryData(packageKey(detail.id), detail),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: DOWNLOADS_KEY });
      queryClient.invalidateQueries({ queryKey: ["credits", "me"] });
    },
  });
}
