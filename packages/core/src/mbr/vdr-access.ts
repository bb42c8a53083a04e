import { z } from "zod";
import { catalogTypeSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { isoDateSchema } from "../subscriptions/reference-data.ts";
import { text } from "../text.ts";

/**
 * The data room's access log (decision 0217): what users of organisations with a virtual data room
 * opened — a record's page, a preview, or a record's files in a package they downloaded (the way a
 * record's documents reach them) — read by the VDR staff (`manage VDR`: the MBR admin).
 */
export const VDR_ACCESS_KINDS = ["view", "preview", "download"] as const;
export type VdrAccessKind = (typeof VDR_ACCESS_KINDS)[number];
/** Most data-room organisations the filter lists. */
export const MAX_VDR_ORGANISATIONS = 500;

export const vdrAccessQuerySchema = pageQuerySchema.extend({
  organisation: text().trim().min(1).max(100).optional(),
  kind: z.enum(VDR_ACCESS_KINDS).optional(),
  /** A user's name or e-mail, any part of it. */
  q: text().trim().min(1).max(200).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type VdrAccessQuery = z.infer<typeof vdrAccessQuerySchema>;

export const vdrAccessEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  /** Null once the user is deleted: the row stays. */
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  kind: z.enum(VDR_ACCESS_KINDS),
  sdcType: catalogTypeSchema.nullable(),
  recordId: z.string().nullable(),
});
export type VdrAccessEntry = z.infer<typeof vdrAccessEntrySchema>;

export const vdrAccessLogSchema = z.object({
  result: z.array(vdrAccessEntrySchema).max(100),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  pageTotal: z.number().int(),
  /** The organisations with a data room, for the filter. */
  organisations: z.array(z.object({ id: z.string(), name: z.string() })).max(MAX_VDR_ORGANISATIONS),
});
export type VdrAccessLog = z.infer<typeof vdrAccessLogSchema>;
