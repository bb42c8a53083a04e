export * from "./application.ts";
export * from "./credit-purchase.ts";
export * from "./data-pack.ts";
export * from "./data-request.ts";
export * from "./docs.ts";
export * from "./download-item.ts";
export * from "./download-package.ts";
export * from "./e-invoice.ts";
export * from "./invoice.ts";
export * from "./news.ts";
export * from "./payment.ts";
export * from "./pre-pack.ts";
export * from "./study-report.ts";
export * from "./subscription.ts";
export * from "./user.ts";
export * from "./workflow.ts";

import { APPLICATION_WORKFLOW } from "./application.ts";
import { CREDIT_PURCHASE_WORKFLOW } from "./credit-purchase.ts";
import { DATA_PACK_WORKFLOW } from "./data-pack.ts";
import { DATA_REQUEST_WORKFLOW } from "./data-request.ts";
import { DOWNLOAD_ITEM_WORKFLOW } from "./download-item.ts";
import { DOWNLOAD_PACKAGE_WORKFLOW } from "./download-package.ts";
import { E_INVOICE_WORKFLOW } from "./e-invoice.ts";
import { INVOICE_WORKFLOW } from "./invoice.ts";
import { NEWS_WORKFLOW } from "./news.ts";
import { PAYMENT_WORKFLOW } from "./payment.ts";
import { PRE_PACK_WORKFLOW } from "./pre-pack.ts";
import { STUDY_REPORT_WORKFLOW } from "./study-report.ts";
import { SUBSCRIPTION_WORKFLOW } from "./subscription.ts";
import { USER_WORKFLOW } from "./user.ts";

/** Every workflow table; docs/workflows.md draws each. */
export const WORKFLOWS = [
  APPLICATION_WORKFLOW,
  SUBSCRIPTION_WORKFLOW,
  INVOICE_WORKFLOW,
  PAYMENT_WORKFLOW,
  CREDIT_PURCHASE_WORKFLOW,
  E_INVOICE_WORKFLOW,
  NEWS_WORKFLOW,
  DOWNLOAD_PACKAGE_WORKFLOW,
  DOWNLOAD_ITEM_WORKFLOW,
  DATA_REQUEST_WORKFLOW,
  DATA_PACK_WORKFLOW,
  PRE_PACK_WORKFLOW,
  STUDY_REPORT_WORKFLOW,
  USER_WORKFLOW,
] as const;
