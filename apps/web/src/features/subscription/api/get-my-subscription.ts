import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /api/organizations/me/subscription */
export const mySubscriptionQuery = queryOptions({
  queryKey: ["organizations", "me", "subscription"],
  queryFn: ({ signal }) => api.GET("/api/organizations/me/subscription", { signal }),
});

export const useMySubscription = () => useQuery(mySubscriptionQuery);
