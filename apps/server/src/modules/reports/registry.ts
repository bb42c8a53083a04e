import type { ReportSource } from "./define.ts";
import { creditsSource } from "./sources/credits.ts";
import { invoicesSource } from "./sources/invoices.ts";
import { salesSource } from "./sources/sales.ts";
import { subscriptionsSource } from "./sources/subscriptions.ts";

/** Every report, in the order of section 7's list. */
export const REPORT_SOURCES: readonly ReportSource[] = [
  subscriptionsSource,
  salesSource,
  invoicesSource,
  creditsSource,
];
