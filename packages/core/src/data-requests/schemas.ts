import { z } from "zod";
import { selectionGeometrySchema } from "../catalog/map-schemas.ts";
import { catalogTypeSchema, pagedSchema, pageQuerySchema } from "../catalog/schemas.ts";
import { DATA_REQUEST_STATUSES } from "../downloads/statuses.ts";
import { text } from "../text.ts";
import { DATA_REQUEST_ACTIONS } from "../workflows/data-request.ts";

/** Request and response shapes of data requests, admin data requests and data delivery (section 7). */

export const dataRequestStatusSchema = z.enum(DATA_REQUEST_STATUSES);

/** Most catalogue records one request names. */
export const MAX_DATA_REQUEST_RECORDS = 100;
/** The largest file data staff upload to deliver a request (SEG-Y volumes are large). */
export const DATA_DELIVERY_FILE_MAX_BYTES = 20 * 1024 ** 3;

export const dataRequestRecordSchema = z.object({
  type: catalogTypeSchema,
  id: text().trim().min(1, "Give the record's id").max(200),
});

export const createDataRequestBodySchema = z.object({
  /** What data is asked for. */
  title: text().trim().min(3, "Say what data you need (at least 3 characters)").max(200),
  /** Why it is needed (the study, the bid round). */
  purpose: text().trim().min(3, "Say what the data is for (at least 3 characters)").max(4000),
  records: z.array(dataRequestRecordSchema).max(MAX_DATA_REQUEST_RECORDS).default([]),
  /** The area asked for, as a GeoJSON polygon (the map's selection). */
  area: selectionGeometrySchema.nullable().default(null),
});
export type CreateDataRequestBody = z.input<typeof createDataRequestBodySchema>;

export const dataRequestsQuerySchema = pageQuerySchema.extend({
  status: dataRequestStatusSchema.optional(),
});
export type DataRequestsQuery = z.infer<typeof dataRequestsQuerySchema>;

export const adminDataRequestsQuerySchema = dataRequestsQuerySchema.extend({
  /** A staff member's id, `me`, or `none` for requests nobody holds. */
  assignee: text().trim().min(1).max(100).optional(),
  /** Part of the requesting organisation's name. */
  organisation: text().trim().max(200).optional(),
});
export type AdminDataRequestsQuery = z.infer<typeof adminDataRequestsQuerySchema>;

export const assignDataRequestBodySchema = z.object({
  /** The data staff member who takes the request (yourself or another). */
  assigneeId: text().trim().min(1, "Choose who takes the request").max(100),
});
export const declineDataRequestBodySchema = z.object({
  reason: text().trim().min(3, "Give the reason the customer will read (at least 3 characters)").max(2000),
});
export const deliverDataRequestBodySchema = z.object({
  /** A note the customer reads with the delivery. */
  note: text().trim().max(2000).optional(),
});

const personSchema = z.object({ id: z.string(), name: z.string() });

export const dataRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  purpose: z.string(),
  records: z.array(z.object({ type: z.string(), id: z.string() })),
  area: selectionGeometrySchema.nullable(),
  status: dataRequestStatusSchema,
  organisationId: z.string(),
  organisationName: z.string(),
  requester: personSchema,
  /** Whether the current user filed it (the delivered package is theirs to download). */
  requestedByYou: z.boolean(),
  assignee: personSchema.nullable(),
  /** What staff said on delivering or declining (a decline's reason). */
  staffNote: z.string().nullable(),
  /** The download package the delivery became (in the requester's download manager). */
  packageId: z.string().nullable(),
  fileCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: z.string().nullable(),
  allowedActions: z.array(z.enum(DATA_REQUEST_ACTIONS)),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const dataRequestFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Where it is in storage and inside the delivered ZIP. */
  path: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type DataRequestFile = z.infer<typeof dataRequestFileSchema>;

/** One entry of a request's history (its audit trail), oldest first. */
export const dataRequestEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  /** What happened, in words (e.g. "Assigned to Aida"). */
  summary: z.string(),
  actorName: z.string(),
  at: z.string(),
});
export type DataRequestEvent = z.infer<typeof dataRequestEventSchema>;

export const dataRequestDetailSchema = dataRequestSchema.extend({
  files: z.array(dataRequestFileSchema),
  history: z.array(dataRequestEventSchema),
});
export type DataRequestDetail = z.infer<typeof dataRequestDetailSchema>;

export const dataRequestListSchema = pagedSchema(dataRequestSchema);
export type DataRequestList = z.infer<typeof dataRequestListSchema>;

/** Data staff a request can be assigned to. */
export const dataStaffListSchema = z.object({
  result: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), isYou: z.boolean() })),
});
export type DataStaffList = z.infer<typeof dataStaffListSchema>;

export const dataRequestFilesUploadedSchema = z.object({ files: z.array(dataRequestFileSchema) });

/** The 409 of delivering with nothing uploaded. */
export const DELIVER_WITHOUT_FILES = "Upload at least one file before delivering the request.";
