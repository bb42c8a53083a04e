import { useQuery } from "@tanstack/react-query";
import { type ApiAnswer, api } from "../../lib/api.ts";

export type MyApplicationInvoice = ApiAnswer<"/api/organizations/me/applications/{id}/invoice">;

/** GET /api/organizations/me/applications/{id}/invoice — once the last LOA approval has issued it. */
export function useMyApplicationInvoice(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ["my-application-invoice", id],
    queryFn: ({ signal }) =>
      api.GET("/api/organizations/me/applications/{id}/invoice", {
        params: { path: { id: id ?? "" } },
        signal,
      }),
    enabled: id !== null && enabled,
    retry: false,
  });
}
