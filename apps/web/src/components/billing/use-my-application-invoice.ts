import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export interface MyApplicationInvoice {
  invoiceId: string;
  number: string;
  status: string;
  payPath: string;
}

/** GET /api/organizations/me/applications/{id}/invoice — once the last LOA approval has issued it. */
export function useMyApplicationInvoice(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ["my-application-invoice", id],
    queryFn: ({ signal }) =>
      api.get<MyApplicationInvoice>(`/api/organizations/me/applications/${id}/invoice`, { signal }),
    enabled: id !== null && enabled,
    retry: false,
  });
}
