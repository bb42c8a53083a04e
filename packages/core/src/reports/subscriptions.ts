import { z } from "zod";
import { SUBSCRIPTION_STATUSES, TIERS } from "../enums.ts";
import { reportShape } from "./define.ts";
import { reportFilterShapes } from "./shared.ts";

/** Subscriptions: every organisation's subscription, its plan, status and period. */
export const subscriptionsReport = reportShape({
  key: "subscriptions",
  title: "Subscriptions report",
  description:
    "Every organisation's subscription with its plan, status and period. The period filter picks subscriptions that started in it.",
  rights: [["view", "Reports"]],
  filters: { ...reportFilterShapes, status: z.enum(SUBSCRIPTION_STATUSES).optional() },
  row: {
    id: z.string(),
    organisationName: z.string(),
    planType: z.enum(TIERS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    addOns: z.string(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    createdAt: z.string(),
  },
  columns: [
    { key: "organisationName", label: "Organisation", kind: "text" },
    { key: "planType", label: "Tier", kind: "text" },
    { key: "status", label: "Status", kind: "text" },
    { key: "addOns", label: "Add-ons", kind: "text" },
    { key: "startsAt", label: "Starts", kind: "date" },
    { key: "endsAt", label: "Ends", kind: "date" },
    { key: "createdAt", label: "Created", kind: "datetime" },
  ],
  emptyText: "No subscription matches these filters.",
});
