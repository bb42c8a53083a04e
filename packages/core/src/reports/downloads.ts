import { z } from "zod";
import { downloadItemTypeSchema } from "../downloads/item-types.ts";
import { DOWNLOAD_ITEM_STATUSES } from "../downloads/statuses.ts";
import { reportShape } from "./define.ts";
import { reportFilterShapes } from "./shared.ts";

/**
 * Downloads: one row per record of a confirmed download package (drafts are a basket, not a
 * download), newest first; a delivered data request's files are one row of category `delivery`.
 * Time and period are when the record was added to its package.
 */
export const downloadsReport = reportShape({
  key: "downloads",
  title: "Downloads report",
  description:
    "Every record downloaded in a confirmed package: who, which package and category, its credits and status. The period filter picks records added to their package in it; the tier is the one the package was priced for.",
  rights: [["view", "Reports"]],
  filters: {
    ...reportFilterShapes,
    status: z.enum(DOWNLOAD_ITEM_STATUSES).optional(),
    category: downloadItemTypeSchema.optional(),
  },
  filterLabels: { category: "Category" },
  row: {
    id: z.string(),
    createdAt: z.string(),
    organisationName: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    tier: z.string().nullable(),
    packageName: z.string(),
    packageId: z.string(),
    category: downloadItemTypeSchema,
    recordId: z.string(),
    title: z.string(),
    credits: z.number().int(),
    status: z.enum(DOWNLOAD_ITEM_STATUSES),
    confirmedAt: z.string().nullable(),
    downloadedAt: z.string().nullable(),
  },
  columns: [
    { key: "createdAt", label: "Added", kind: "datetime" },
    { key: "organisationName", label: "Organisation", kind: "text" },
    { key: "userName", label: "User", kind: "text" },
    { key: "userEmail", label: "E-mail", kind: "text" },
    { key: "tier", label: "Tier", kind: "text" },
    { key: "packageName", label: "Package", kind: "text" },
    { key: "packageId", label: "Package reference", kind: "text" },
    { key: "category", label: "Category", kind: "text" },
    { key: "recordId", label: "Record", kind: "text" },
    { key: "title", label: "Title", kind: "text" },
    { key: "credits", label: "Credits", kind: "number" },
    { key: "status", label: "Status", kind: "text" },
    { key: "confirmedAt", label: "Confirmed", kind: "datetime" },
    { key: "downloadedAt", label: "Downloaded", kind: "datetime" },
  ],
  emptyText: "No downloaded record matches these filters.",
});
