import type { ReportSource } from "./define.ts";
import { subscriptionsSource } from "./sources/subscriptions.ts";

/** Every report, in the order of section 7's list. */
export const REPORT_SOURCES: readonly ReportSource[] = [subscriptionsSource];
