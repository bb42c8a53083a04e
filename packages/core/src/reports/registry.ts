import { actionLogsReport } from "./action-logs.ts";
import type { ReportShape } from "./define.ts";
import { eInvoiceLogsReport } from "./e-invoice-logs.ts";
import { interestsReport } from "./interests.ts";
import { subscriptionsReport } from "./subscriptions.ts";

/** Every report's contract, in the order of section 7's list: the server's routes and the web's screens. */
export const REPORTS: readonly ReportShape[] = [
  subscriptionsReport,
  interestsReport,
  actionLogsReport,
  eInvoiceLogsReport,
];
