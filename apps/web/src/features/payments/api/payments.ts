import type {
  CreatedPayment,
  InvoicePaymentOptions,
  Payment,
  PaymentDetail,
  PaymentList,
  PaymentMethodBody,
} from "@strata/core";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const enc = encodeURIComponent;

/** GET /api/organizations/me/invoices/{id}/payment: the pay page's invoice, open payment and bank details. */
export const paymentOptionsQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: ["payments", "options", invoiceId],
    queryFn: ({ signal }) =>
      api.get<InvoicePaymentOptions>(`/api/organizations/me/invoices/${enc(invoiceId)}/payment`, { signal }),
  });

export const usePaymentOptions = (invoiceId: string) => useQuery(paymentOptionsQuery(invoiceId));

/** POST /api/organizations/me/invoices/{id}/payment: online (answers the gateway's URL) or bank transfer. */
export function usePayInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentMethodBody) =>
      api.post<CreatedPayment>(`/api/organizations/me/invoices/${enc(invoiceId)}/payment`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["payments"] }),
  });
}

/** POST /api/organizations/me/invoices/{id}/cancel-payment. */
export function useCancelPayment(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<Payment>(`/api/organizations/me/invoices/${enc(invoiceId)}/cancel-payment`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["payments"] }),
  });
}

/** POST /api/uploads (multipart): a bank transfer's proof, attached to the invoice it pays. */
export function useUploadProof(invoiceId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("attachableType", "invoice");
      form.set("attachableId", invoiceId);
      form.set("file", file);
      return api.postForm("/api/uploads", form);
    },
  });
}

/** GET /api/payments/{id}; `pollMs` refetches while the caller waits (the result page waits for the callback). */
export function usePayment(id: string, pollMs?: (data: PaymentDetail | undefined) => number | false) {
  return useQuery({
    queryKey: ["payments", "detail", id],
    queryFn: ({ signal }) => api.get<PaymentDetail>(`/api/payments/${enc(id)}`, { signal }),
    refetchInterval: pollMs ? (query) => pollMs(query.state.data) : false,
  });
}

/** GET /api/payments: finance's queue, with the address's page and filters. */
export function usePayments(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ["payments", "list", query],
    queryFn: ({ signal }) => api.get<PaymentList>("/api/payments", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export type FinanceAction = "approve" | "request-clarification" | "reject";

/** POST /api/payments/{id}/{approve|request-clarification|reject|answer-clarification}. */
export function usePaymentAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      ...body
    }: { action: FinanceAction | "answer-clarification" } & Record<string, unknown>) =>
      api.post<PaymentDetail>(`/api/payments/${enc(id)}/${action}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["payments"] }),
  });
}
