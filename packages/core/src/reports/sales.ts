import { z } from "zod";
import { reportShape } from "./define.ts";
import { reportFilterShapes } from "./shared.ts";

/**
 * What a sale is: a subscription (registration, renewal, upgrade, downgrade or amendment of a
 * plan), add-ons bought on their own, or download credits. The order is the list's within a month.
 */
export const SALE_KINDS = ["subscription", "add-on", "download-credits"] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** The chart's series: one per kind of sale. */
export const SALE_KIND_LABELS: Record<SaleKind, string> = {
  subscription: "Subscriptions",
  "add-on": "Add-ons",
  "download-credits": "Download credits",
};

/** Sales: revenue of paid invoices by month and what was sold, in MYR from integer sen. */
export const salesReport = reportShape({
  key: "sales",
  title: "Sales report",
  description:
    "Paid invoices by the month they were paid and what they sold: subscriptions by plan, add-ons and download credits by plan. Tier and organisation pick the buying organisation.",
  rights: [["view", "Reports"]],
  filters: { ...reportFilterShapes },
  row: {
    /** `YYYY-MM`, UTC: the month the invoices were paid. */
    month: z.string(),
    sale: z.enum(SALE_KINDS),
    /** What was sold, as the list groups it: the plan (a tier), the add-ons or the credit plan's id. */
    planKey: z.string(),
    /** What was sold, as a reader names it: "Premium", "Add-on: Virtual Data Room", "Project". */
    plan: z.string(),
    invoices: z.number().int(),
    subtotalSen: z.number().int(),
    taxSen: z.number().int(),
    totalSen: z.number().int(),
  },
  columns: [
    { key: "month", label: "Month", kind: "text" },
    { key: "sale", label: "Sale", kind: "text" },
    { key: "plan", label: "Plan", kind: "text" },
    { key: "invoices", label: "Invoices", kind: "number" },
    { key: "subtotalSen", label: "Subtotal", kind: "money" },
    { key: "taxSen", label: "SST", kind: "money" },
    { key: "totalSen", label: "Total", kind: "money" },
  ],
  emptyText: "No paid invoice matches these filters.",
});
