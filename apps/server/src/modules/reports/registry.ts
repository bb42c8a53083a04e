import type { ReportSource } from "./define.ts";
import { downloadsSource } from "./sources/downloads.ts";
import { subscriptionsSource } from "./sources/subscriptions.ts";
import { usersSource } from "./sources/users.ts";
import { vdrSource } from "./sources/vdr.ts";

/** Every report, in the order of section 7's list. */
export const REPORT_SOURCES: readonly ReportSource[] = [
  subscriptionsSource,
  vdrSource,
  usersSource,
  downloadsSource,
];
