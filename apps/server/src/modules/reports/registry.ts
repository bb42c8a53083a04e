import type { ReportSource } from "./define.ts";
import { actionLogsSource } from "./sources/action-logs.ts";
import { creditsSource } from "./sources/credits.ts";
import { downloadsSource } from "./sources/downloads.ts";
import { eInvoiceLogsSource } from "./sources/e-invoice-logs.ts";
import { interestsSource } from "./sources/interests.ts";
import { invoicesSource } from "./sources/invoices.ts";
import { salesSource } from "./sources/sales.ts";
import { subscriptionsSource } from "./sources/subscriptions.ts";
import { usersSource } from "./sources/users.ts";
import { vdrSource } from "./sources/vdr.ts";

/** Every report's queries (the routes follow core's order of the reports). */
export const REPORT_SOURCES: readonly ReportSource[] = [
  subscriptionsSource,
  salesSource,
  vdrSource,
  usersSource,
  invoicesSource,
  interestsSource,
  downloadsSource,
  actionLogsSource,
  eInvoiceLogsSource,
  creditsSource,
];
