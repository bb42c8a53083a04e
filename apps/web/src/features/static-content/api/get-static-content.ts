import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export type StaticContentSlug = "about-us" | "eula";

export interface StaticContent {
  slug: StaticContentSlug;
  title: string;
  /** Plain text; paragraphs are separated by blank lines. */
  body: string;
  updatedAt: string;
}

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
