import type { ReportShape } from "./define.ts";
import { downloadsReport } from "./downloads.ts";
import { subscriptionsReport } from "./subscriptions.ts";
import { usersReport } from "./users.ts";
import { vdrReport } from "./vdr.ts";

/** Every report's contract, in the order of section 7's list: the server's routes and the web's screens. */
export const REPORTS: readonly ReportShape[] = [subscriptionsReport, vdrReport, usersReport, downloadsReport];
