import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** DELETE /api/catalogs/bookmarks/:id. */
export function useDeleteBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/api/catalogs/bookmarks/{id}", { params: { path: { id } } }),
    // A record page shows whether it is bookmarked, so its cached details go stale too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["bookmarks"] }),
        queryClient.invalidateQueries({ queryKey: ["catalogs"] }),
      ]),
  });
}
