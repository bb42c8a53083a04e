import type { ReportSource } from "./define.ts";
import { actionLogsSource } from "./sources/action-logs.ts";
import { eInvoiceLogsSource } from "./sources/e-invoice-logs.ts";
import { interestsSource } from "./sources/interests.ts";
import { subscriptionsSource } from "./sources/subscriptions.ts";

/** Every report, in the order of section 7's list. */
export const REPORT_SOURCES: readonly ReportSource[] = [
  subscriptionsSource,
  interestsSource,
  actionLogsSource,
  eInvoiceLogsSource,
];
