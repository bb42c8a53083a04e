import { z } from "zod";
import { CATALOG_REGISTRY, type CatalogType } from "../catalog/registry.ts";
import { bboxSchema, catalogRowSchema, catalogTypeSchema, geometrySchema } from "../catalog/schemas.ts";
import { int4, text } from "../text.ts";

/**
 * Data preparation: files in storage, the cloud storage sync, GIS linking and the socket protocol
 * (docs/api/data-preparation.md, "Files, storage sync and GIS"). Shared by the server and the screens.
 */

/** A page of one of these lists: `pageTotal` is the number of matching rows over all pages. */
function dataPreparationPage<T extends z.ZodType>(item: T) {
  return z.object({
    result: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    pageTotal: z.number().int(),
  });
}

export const FILE_LIST_PAGE_SIZE_MAX = 1000;

/** Body of the paged lists of this part: unlinked and invalid files, records without GIS, GIS without records. */
export const ingestPageBodySchema = z.object({
  ingestType: catalogTypeSchema,
  pageNumber: int4({ min: 1, max: 1_000_000 }).default(1),
  pageSize: int4({ min: 1, max: FILE_LIST_PAGE_SIZE_MAX }).default(10),
});
export type IngestPageBody = z.infer<typeof ingestPageBodySchema>;

/** What a sync found a storage object to be. `table` is a metadata sheet (CSV/XLSX) whose header row is valid. */
export const STORAGE_OBJECT_STATUSES = ["linked", "unlinked", "invalid", "invalid_header", "table"] as const;
export type StorageObjectStatus = (typeof STORAGE_OBJECT_STATUSES)[number];

/** The file formats a sync recognises, by extension. */
export const STORAGE_FILE_FORMATS = ["SEG-Y", "LAS", "PDF", "CSV", "XLSX", "Other"] as const;
export type StorageFileFormat = (typeof STORAGE_FILE_FORMATS)[number];

/** A file in storage. `fileid` is what `metadatasetlinkfile` takes to link it to a record. */
export const storageFileSchema = z.object({
  fileid: z.string(),
  path: z.string(),
  name: z.string(),
  folder: z.string(),
  size: z.number().int(),
  format: z.string(),
});
export type StorageFile = z.infer<typeof storageFileSchema>;

export const unlinkedFileSchema = storageFileSchema.extend({
  /** Why no record matched (e.g. no record with that USI and line name). */
  reason: z.string().nullable(),
});
export const unlinkedFilesResponseSchema = dataPreparationPage(unlinkedFileSchema);
export type UnlinkedFilesResponse = z.infer<typeof unlinkedFilesResponseSchema>;

export const invalidFileSchema = storageFileSchema.extend({ reason: z.string() });
export type InvalidFile = z.infer<typeof invalidFileSchema>;
export const invalidHeaderSchema = z.object({ path: z.string(), reason: z.string() });
export const invalidFilesResponseSchema = dataPreparationPage(invalidFileSchema).extend({
  /** Metadata sheets (CSV/XLSX) under the type's folder whose header row does not match its columns. */
  invalidHeaders: z.array(invalidHeaderSchema),
});
export type InvalidFilesResponse = z.infer<typeof invalidFilesResponseSchema>;

// Cloud storage sync

export const storageSyncBodySchema = z.object({ ingestType: catalogTypeSchema });
export const storageSyncStartedSchema = z.object({ jobId: z.string(), room: z.string() });
export type StorageSyncStarted = z.infer<typeof storageSyncStartedSchema>;

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What a finished sync counted; `newlyLinked` and `removed` are zero when nothing changed since the last one. */
export const syncResultSchema = z.object({
  ingestType: catalogTypeSchema,
  total: z.number().int(),
  linked: z.number().int(),
  newlyLinked: z.number().int(),
  unlinked: z.number().int(),
  invalid: z.number().int(),
  invalidHeaders: z.number().int(),
  tables: z.number().int(),
  /** Rows of files that are no longer in storage, dropped by this sync. */
  removed: z.number().int(),
  /** Files of records (catalog_files) under the type's folder that are not in storage. */
  missing: z.number().int(),
  finishedAt: z.string(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncProgressSchema = z.object({
  total: z.number().int(),
  current: z.number().int(),
  currentFolder: z.string(),
});
export type SyncProgress = z.infer<typeof syncProgressSchema>;

export const syncStatusBodySchema = z.object({ jobId: text().min(1).max(100) });
export const syncStatusSchema = syncProgressSchema.extend({
  jobId: z.string(),
  status: z.enum(JOB_STATUSES),
  result: syncResultSchema.nullable().optional(),
  /** Why a failed sync failed. */
  error: z.string().nullable().optional(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** Socket event `sync_progress`: sent at most every 100 ms, plus the first and the last. */
export const syncProgressEventSchema = syncProgressSchema.extend({ jobId: z.string() });
export type SyncProgressEvent = z.infer<typeof syncProgressEventSchema>;
/** Socket event `sync_done`. */
export const syncDoneEventSchema = z.object({
  jobId: z.string(),
  status: z.enum(["succeeded", "failed"]),
  result: syncResultSchema.nullable(),
  error: z.string().nullable().optional(),
});
export type SyncDoneEvent = z.infer<typeof syncDoneEventSchema>;

// Real-time socket (section 7): one connection, rooms joined and left by name.

export const SOCKET_PATH = "/socket.io";
export const SOCKET_EVENTS = {
  joinRoom: "join_room",
  leaveRoom: "leave_room",
  roomJoined: "room_joined",
  roomLeft: "room_left",
  /** A join that was refused (unknown room prefix, no right), with `{ room, error: { code, message } }`. */
  roomError: "room_error",
  syncProgress: "sync_progress",
  syncDone: "sync_done",
} as const;
export const roomMessageSchema = z.object({ room: text().min(1).max(200) });
export type RoomMessage = z.infer<typeof roomMessageSchema>;
export const roomErrorSchema = roomMessageSchema.extend({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type RoomError = z.infer<typeof roomErrorSchema>;

/** Section 9: socket.io-client options for reconnection. */
export const SOCKET_RECONNECTION = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

export const SYNC_ROOM_PREFIX = "sync:";
export const syncRoom = (jobId: string) => `${SYNC_ROOM_PREFIX}${jobId}`;

// A record's files and linking

export const metadataFileBodySchema = z.object({
  ingestType: catalogTypeSchema,
  id: text().min(1).max(200),
});
/** One file of a record: `bak_id` is `fileid` as stored, so Discard can put `fileid` back. */
export const metadataFileEntrySchema = z.object({
  fileid: z.string(),
  id: z.string(),
  bak_id: z.string(),
  name: z.string(),
  path: z.string(),
  size: z.number().int(),
  format: z.string(),
});
export type MetadataFileEntry = z.infer<typeof metadataFileEntrySchema>;
export const metadataFilesResponseSchema = z.object({ files: z.array(metadataFileEntrySchema) });

/**
 * One slot of a record's files: `bak_id` the file it held, `fileid` the file it should hold. An empty
 * `fileid` unlinks `bak_id`; an empty `bak_id` links `fileid` anew; equal ids change nothing.
 */
export const linkFileEntrySchema = z.object({
  fileid: text().max(200).nullable().default(""),
  id: text().max(200).optional(),
  bak_id: text().max(200).nullable().default(""),
});
export const setLinkFileBodySchema = z.object({
  ingestType: catalogTypeSchema,
  id: text().min(1).max(200),
  files: z.array(linkFileEntrySchema).max(1000),
});
export type SetLinkFileBody = z.input<typeof setLinkFileBodySchema>;

/** Section 8: 200 is shown as a success, 201 as an error; either way the HTTP status is 200. */
export const linkResultSchema = z.object({
  code: z.union([z.literal(200), z.literal(201)]),
  message: z.string(),
});
export type LinkResult = z.infer<typeof linkResultSchema>;

// GIS

export const metadataWithoutGisResponseSchema = dataPreparationPage(catalogRowSchema);
export const gisFeatureSummarySchema = z.object({
  gisId: z.string(),
  name: z.string(),
  geometryType: z.string(),
  bbox: bboxSchema,
});
export type GisFeatureSummary = z.infer<typeof gisFeatureSummarySchema>;
export const gisWithoutMetadataResponseSchema = dataPreparationPage(gisFeatureSummarySchema);

export const linkGisBodySchema = z.object({
  ingestType: catalogTypeSchema,
  gisId: text().min(1).max(200),
  id: text().min(1).max(200),
});
export const gisDataBodySchema = z.object({ ingestType: catalogTypeSchema, id: text().min(1).max(200) });
export const gisDataResponseSchema = z.object({
  id: z.string(),
  geometry: geometrySchema.nullable(),
  bbox: bboxSchema.nullable(),
});
export const webMapServiceUrlBodySchema = z.object({ ingestType: catalogTypeSchema });
export const webMapServiceUrlResponseSchema = z.object({ url: z.string() });
export const nonSeismicItemBodySchema = z.object({ id: text().min(1).max(200) });
/** The non-seismic record as a row: `id` plus its registry columns. */
export const nonSeismicItemResponseSchema = catalogRowSchema;

/** The map geometry kinds a record of a type may take from a GIS feature; technical reports take none. */
export function acceptedGeometryTypes(type: CatalogType): string[] {
  switch (CATALOG_REGISTRY[type].geometry) {
    case "LineString":
      return ["LineString", "MultiLineString"];
    case "Polygon":
      return ["Polygon", "MultiPolygon"];
    case "Point":
      return ["Point"];
    default:
      return [];
  }
}

/** Texts of the link calls (section 8 gives the codes, not these success and refusal texts). */
export const LINK_MESSAGES = {
  filesLinked: (n: number) => (n === 1 ? "File linked successfully" : `${n} files linked successfully`),
  filesUnlinked: (n: number) => (n === 1 ? "File unlinked successfully" : `${n} files unlinked successfully`),
  nothingChanged: "No change to the linked files",
  fileNotFound: (fileid: string) => `File ${fileid} was not found in storage`,
  linkedElsewhere: (name: string, recordId: string) => `File ${name} is already linked to record ${recordId}`,
  fileInvalid: (name: string, reason: string) => `File ${name} cannot be linked: ${reason}`,
  wrongType: (name: string) => `File ${name} belongs to another data category`,
  gisLinked: "GIS data linked successfully",
  gisLinkedElsewhere: (gisId: string, recordId: string) =>
    `GIS feature ${gisId} is already linked to record ${recordId}`,
  recordHasGeometry: (id: string) => `Record ${id} already has a geometry`,
  geometryMismatch: (geometryType: string, displayName: string) =>
    `A ${geometryType} cannot be the geometry of a ${displayName} record`,
} as const;
