import type { CatalogType } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { recordQueryKey } from "../../../lib/catalog-links.ts";

/** POST /api/catalogs/bookmarks: bookmark a record (its title becomes the bookmark's name). */
export function useBookmarkRecord(type: CatalogType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.POST("/api/catalogs/bookmarks", { body: { kind: "record", sdcType: type, recordId: id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recordQueryKey(type, id) }),
        queryClient.invalidateQueries({ queryKey: ["bookmarks"] }),
      ]),
  });
}
