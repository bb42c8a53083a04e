import type { PaymentAction } from "@strata/core";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiAnswer, type ApiBody, type ApiQuery, api, type RoutedAction } from "../../../lib/api.ts";

/** The pay page's answer: the invoice, its open and last payments and the seller's bank account. */
export type PaymentOptions = ApiAnswer<"/api/organizations/me/invoices/{id}/payment">;
/** A payment as the pay page shows it (its open or last one). */
export type InvoicePayment = NonNullable<PaymentOptions["openPayment"]>;
/** The seller's account a bank transfer goes to. */
export type BankAccount = PaymentOptions["bankAccount"];
/** A payment with its invoice, history and gateway callbacks (GET /api/payments/{id}). */
export type PaymentDetail = ApiAnswer<"/api/payments/{id}">;
/** A row of finance's queue (GET /api/payments). */
export type QueuedPayment = ApiAnswer<"/api/payments">["result"][number];

/** GET /api/organizations/me/invoices/{id}/payment: the pay page's invoice, open payment and bank details. */
export const paymentOptionsQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: ["payments", "options", invoiceId],
    queryFn: ({ signal }) =>
      api.GET("/api/organizations/me/invoices/{id}/payment", { params: { path: { id: invoiceId } }, signal }),
  });

export const usePaymentOptions = (invoiceId: string) => useQuery(paymentOptionsQuery(invoiceId));

/** POST /api/organizations/me/invoices/{id}/payment: online (answers the gateway's URL) or bank transfer. */
export function usePayInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"/api/organizations/me/invoices/{id}/payment">) =>
      api.POST("/api/organizations/me/invoices/{id}/payment", { params: { path: { id: invoiceId } }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["payments"] }),
  });
}

/** POST /api/organizations/me/invoices/{id}/cancel-payment. */
export function useCancelPayment(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.POST("/api/organizations/me/invoices/{id}/cancel-payment", { params: { path: { id: invoiceId } } }),
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
    queryFn: ({ signal }) => api.GET("/api/payments/{id}", { params: { path: { id } }, signal }),
    refetchInterval: pollMs ? (query) => pollMs(query.state.data) : false,
  });
}

/** GET /api/payments: finance's queue, with the address's page and filters. */
export function usePayments(query: ApiQuery<"/api/payments">) {
  return useQuery({
    queryKey: ["payments", "list", query],
    queryFn: ({ signal }) => api.GET("/api/payments", { params: { query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The payment workflow's actions the contract routes as POST /api/payments/{id}/<action>. */
type RoutedPaymentAction = RoutedAction<PaymentAction, "/api/payments/{id}">;
export type FinanceAction = Exclude<RoutedPaymentAction, "answer-clarification">;
/** An action with its own body, e.g. `{ action: "reject", reason }`. */
export type PaymentActionCall = {
  [A in RoutedPaymentAction]: { action: A } & ApiBody<`/api/payments/{id}/${A}`>;
}[RoutedPaymentAction];

function postPaymentAction(id: string, call: PaymentActionCall) {
  const params = { path: { id } };
  switch (call.action) {
    case "approve":
      return api.POST("/api/payments/{id}/approve", { params, body: { from: call.from } });
    case "request-clarification":
      return api.POST("/api/payments/{id}/request-clarification", {
        params,
        body: { message: call.message },
      });
    case "reject":
      return api.POST("/api/payments/{id}/reject", { params, body: { reason: call.reason } });
    case "answer-clarification":
      return api.POST("/api/payments/{id}/answer-clarification", {
        params,
        body: { message: call.message, proofUploadId: call.proofUploadId },
      });
  }
}

/** POST /api/payments/{id}/{approve|request-clarification|reject|answer-clarification}. */
export function usePaymentAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: PaymentActionCall) => postPaymentAction(id, call),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["payments"] }),
  });
}
