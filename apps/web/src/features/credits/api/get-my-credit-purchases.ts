import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/organizations/me/credit-purchases, newest first. */
export function myCreditPurchasesQuery(query: { page: number; pageSize: number }) {
  return queryOptions({
    queryKey: ["credits", "me", "purchases", query],
    queryFn: ({ signal }) => api.GET("/api/organizations/me/credit-purchases", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyCreditPurchases(query: { page: number; pageSize: number }, enabled = true) {
  return useQuery({ ...myCreditPurchasesQuery(query), enabled });
}
