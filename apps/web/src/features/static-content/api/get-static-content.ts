import type { StaticContent, StaticContentSlug } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export type { StaticContentSlug };

export function getStaticContent(slug: StaticContentSlug, signal?: AbortSignal): Promise<StaticContent> {
  return api.get<StaticContent>(`/api/static-content/${slug}`, { signal });
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
