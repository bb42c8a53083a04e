import { z } from "zod";
import { SUBSCRIPTION_STATUSES, TIERS } from "../enums.ts";
import { reportShape } from "./define.ts";
import { reportFilterShapes } from "./shared.ts";

/** How an organisation comes to the virtual data room: its tier, an add-on, or only settings saved for it. */
export const VDR_SOURCES = ["VDR tier", "VDR add-on", "Settings only"] as const;

/**
 * VDR: every organisation with the virtual data room (the VDR tier, the VDR add-on or VDR settings
 * turned on), its settings as they apply (section 9: access days and contact address, the
 * configuration's until an MBR admin saves its own) and its subscription.
 */
export const vdrReport = reportShape({
  key: "vdr",
  title: "VDR report",
  description:
    "Organisations with the virtual data room (tier, add-on or settings turned on), their VDR settings and subscription. The period filter picks subscriptions running at some time in it.",
  rights: [
    ["view", "Reports"],
    ["manage", "VDR"],
  ],
  filters: { ...reportFilterShapes, status: z.enum(SUBSCRIPTION_STATUSES).optional() },
  row: {
    id: z.string(),
    organisationName: z.string(),
    tier: z.enum(TIERS),
    source: z.enum(VDR_SOURCES),
    /** Whether an MBR admin turned the data room on (off until settings are saved). */
    access: z.enum(["On", "Off"]),
    accessDays: z.number().int(),
    contactEmail: z.string().nullable(),
    /** Saved by an MBR admin, or the configuration's defaults. */
    settings: z.enum(["Saved", "Defaults"]),
    primaryUserName: z.string().nullable(),
    primaryUserEmail: z.string().nullable(),
    activeUsers: z.number().int(),
    status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
  },
  columns: [
    { key: "organisationName", label: "Organisation", kind: "text" },
    { key: "tier", label: "Tier", kind: "text" },
    { key: "source", label: "VDR through", kind: "text" },
    { key: "access", label: "VDR access", kind: "text" },
    { key: "accessDays", label: "Access days", kind: "number" },
    { key: "contactEmail", label: "Contact e-mail", kind: "text" },
    { key: "settings", label: "Settings", kind: "text" },
    { key: "primaryUserName", label: "Primary user", kind: "text" },
    { key: "primaryUserEmail", label: "Primary user's e-mail", kind: "text" },
    { key: "activeUsers", label: "Active users", kind: "number" },
    { key: "status", label: "Subscription status", kind: "text" },
    { key: "startsAt", label: "Starts", kind: "date" },
    { key: "endsAt", label: "Ends", kind: "date" },
  ],
  emptyText: "No organisation with the virtual data room matches these filters.",
});
