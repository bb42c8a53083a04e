import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const subscriptionKey = (id: string) => ["admin", "subscriptions", "detail", id] as const;

/** GET /api/admin/subscriptions/{id} (with its users and history) */
export function useSubscription(id: string) {
  return useQuery({
    queryKey: subscriptionKey(id),
    queryFn: ({ signal }) => api.GET("/api/admin/subscriptions/{id}", { params: { path: { id } }, signal }),
  });
}
