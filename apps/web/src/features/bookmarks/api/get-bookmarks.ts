import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

export type BookmarkList = ApiAnswer<"/api/catalogs/bookmarks">;

/** GET /api/catalogs/bookmarks: the signed-in user's bookmarks, newest first. */
export function bookmarksQuery() {
  return queryOptions({
    queryKey: ["bookmarks"],
    queryFn: ({ signal }) => api.GET("/api/catalogs/bookmarks", { signal }),
  });
}

export function useBookmarks() {
  return useQuery(bookmarksQuery());
}
