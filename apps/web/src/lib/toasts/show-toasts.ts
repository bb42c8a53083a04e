import type { QueryToast } from "@strata/core";
import { requestToastHost } from "./host-request.ts";

/**
 * Shows toasts without putting react-toastify in the caller's chunk: it loads when there is something
 * to show (never on a plain sign-in page). A toast whose fixed id is still on screen gets the new text
 * rather than being dropped, so a second, different sign-in error is not lost.
 */
export function showToasts(toasts: readonly QueryToast[]): void {
  if (toasts.length === 0) return;
  requestToastHost();
  void import("./fixed-id-toast.ts").then(({ toast }) => {
    for (const item of toasts) toast[item.kind](item.message, { toastId: item.id });
  });
}
