import type { CatalogType } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { recordQueryKey } from "../../../lib/catalog-links.ts";

/** DELETE /api/catalogs/bookmarks/:id, from a record's page. */
export function useRemoveRecordBookmark(type: CatalogType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmarkId: string) =>
      api.DELETE("/api/catalogs/bookmarks/{id}", { params: { path: { id: bookmarkId } } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recordQueryKey(type, id) }),
        queryClient.invalidateQueries({ queryKey: ["bookmarks"] }),
      ]),
  });
}
