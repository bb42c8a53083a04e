import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MetadataListBody } from "../state/requests.ts";
import { dataPreparationKeys, dataPreparationPost } from "./client.ts";

/** getmetadata: one page of a category's records under the applied search. */
export function metadataQuery(body: MetadataListBody) {
  return queryOptions({
    queryKey: [...dataPreparationKeys.of(body.ingestType), "metadata", body],
    queryFn: ({ signal }) => dataPreparationPost("getmetadata", body, signal),
    // The previous page stays while the next loads, but never another category's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === body.ingestType ? keepPreviousData(previous) : undefined,
  });
}

export function useMetadata(body: MetadataListBody) {
  return useQuery(metadataQuery(body));
}
