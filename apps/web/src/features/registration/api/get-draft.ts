import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../../lib/api.ts";
import { draftHeaders, draftToken, registrationKeys } from "./draft-token.ts";

/** GET /api/registration/current: what the draft holds (null before one is started). */
export async function getDraft(signal?: AbortSignal): Promise<ApiAnswer<"/api/registration/current"> | null> {
  if (!draftToken()) return null;
  return api.GET("/api/registration/current", { headers: draftHeaders(), signal });
}

export const draftQuery = (refetchInterval?: number) =>
  queryOptions({
    queryKey: registrationKeys.draft,
    queryFn: ({ signal }) => getDraft(signal),
    refetchInterval,
    retry: false,
  });

export function useDraft(refetchInterval?: number) {
  return useQuery(draftQuery(refetchInterval));
}
