import { creditsReport } from "./credits.ts";
import type { ReportShape } from "./define.ts";
import { invoicesReport } from "./invoices.ts";
import { salesReport } from "./sales.ts";
import { subscriptionsReport } from "./subscriptions.ts";

/** Every report's contract, in the order of section 7's list: the server's routes and the web's screens. */
export const REPORTS: readonly ReportShape[] = [
  subscriptionsReport,
  salesReport,
  invoicesReport,
  creditsReport,
];
