import type { StaticContentSlug } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";

export type { StaticContentSlug };

export function getStaticContent(
  slug: StaticContentSlug,
  signal?: AbortSignal,
): Promise<ApiAnswer<"/api/static-content/{slug}">> {
  return api.GET("/api/static-content/{slug}", { params: { path: { slug } }, signal });
}

export function staticContentQuery(slug: StaticContentSlug) {
  return queryOptions({
    queryKey: ["static-content", slug],
    queryFn: ({ signal }) => getStaticContent(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useStaticContent(slug: StaticContentSlug) {
  return useQuery(staticContentQuery(slug));
}
