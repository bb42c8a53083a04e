import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/admin/administrators/loa: the approvers by level with their limits. */
export const loaChainQuery = queryOptions({
  queryKey: ["administrators", "loa-chain"],
  queryFn: ({ signal }) => api.GET("/api/admin/administrators/loa", { signal }),
});

export const useLoaChain = () => useQuery(loaChainQuery);
