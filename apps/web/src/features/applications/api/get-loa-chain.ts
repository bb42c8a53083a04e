import type { LoaChain } from "@strata/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/admin/administrators/loa: the approvers by level with their limits. */
export const loaChainQuery = queryOptions({
  queryKey: ["administrators", "loa-chain"],
  queryFn: ({ signal }) => api.get<LoaChain>("/api/admin/administrators/loa", { signal }),
});

export const useLoaChain = () => useQuery(loaChainQuery);
