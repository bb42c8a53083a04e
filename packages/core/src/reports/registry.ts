import { actionLogsReport } from "./action-logs.ts";
import { creditsReport } from "./credits.ts";
import type { ReportShape } from "./define.ts";
import { downloadsReport } from "./downloads.ts";
import { eInvoiceLogsReport } from "./e-invoice-logs.ts";
import { interestsReport } from "./interests.ts";
import { invoicesReport } from "./invoices.ts";
import { salesReport } from "./sales.ts";
import { REPORT_KEYS } from "./shared.ts";
import { subscriptionsReport } from "./subscriptions.ts";
import { usersReport } from "./users.ts";
import { vdrReport } from "./vdr.ts";

const order = (shape: ReportShape) => REPORT_KEYS.indexOf(shape.key);

/** Every report's contract, in the order of section 7's list: the server's routes and the web's screens. */
export const REPORTS: readonly ReportShape[] = [
  subscriptionsReport,
  salesReport,
  vdrReport,
  usersReport,
  invoicesReport,
  interestsReport,
  downloadsReport,
  actionLogsReport,
  eInvoiceLogsReport,
  creditsReport,
].sort((a, b) => order(a) - order(b));
