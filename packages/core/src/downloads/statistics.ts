import { z } from "zod";
import { downloadItemTypeSchema } from "./item-types.ts";
import { downloadPackageStatusSchema } from "./schemas.ts";

/** What a group of downloads amounts to: confirmed packages, records, bytes prepared and credits net of refunds. */
export const downloadTotalsSchema = z.object({
  packages: z.number().int(),
  records: z.number().int(),
  bytes: z.number().int(),
  credits: z.number().int(),
});
export type DownloadTotals = z.infer<typeof downloadTotalsSchema>;

export const downloadStatisticsSchema = z.object({
  totals: downloadTotalsSchema,
  /** The last 12 calendar months (UTC) by confirmation, oldest first, months without downloads as zeros. */
  byMonth: z.array(downloadTotalsSchema.extend({ month: z.string() })),
  /** Per category, and `delivery` for delivered data requests, by type. */
  byDataType: z.array(downloadTotalsSchema.extend({ sdcType: downloadItemTypeSchema })),
  byUser: z.array(downloadTotalsSchema.extend({ userId: z.string(), name: z.string() })),
});
export type DownloadStatistics = z.infer<typeof downloadStatisticsSchema>;

export const downloadsOverviewSchema = z.object({
  totals: downloadTotalsSchema,
  byMonth: z.array(downloadTotalsSchema.extend({ month: z.string() })),
  byDataType: z.array(downloadTotalsSchema.extend({ sdcType: downloadItemTypeSchema })),
  /** The organisations that downloaded most (by bytes), at most 50. */
  byOrganisation: z.array(downloadTotalsSchema.extend({ organisationId: z.string(), name: z.string() })),
  byStatus: z.array(z.object({ status: downloadPackageStatusSchema, packages: z.number().int() })),
});
export type DownloadsOverview = z.infer<typeof downloadsOverviewSchema>;
