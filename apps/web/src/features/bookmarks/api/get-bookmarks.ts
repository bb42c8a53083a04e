import type { bookmarkListResponseSchema } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";

export type BookmarkList = z.infer<typeof bookmarkListResponseSchema>;

/** GET /api/catalogs/bookmarks: the signed-in user's bookmarks, newest first. */
export function bookmarksQuery() {
  return queryOptions({
    queryKey: ["bookmarks"],
    queryFn: ({ signal }) => api.get<BookmarkList>("/api/catalogs/bookmarks", { signal }),
  });
}

export function useBookmarks() {
  return useQuery(bookmarksQuery());
}
