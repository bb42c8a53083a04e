import { z } from "zod";
import { TIERS } from "./enums.ts";
import { queryInt4, text } from "./text.ts";
import { GIS_ROLE_BY_TIER } from "./tiers.ts";

/**
 * The GIS-side API (section 7, `/gis/*`): a GIS server signs in with a service account (HTTP basic)
 * and mirrors portal users to its roles. The role names are the tier → GIS role table of tiers.ts.
 */

/** The GIS service the roles belong to, as the "Invalid GIS user role type" error names it (decision 0180). */
export const GIS_SERVICE_NAME = "Strata GIS";

/** The spec's error for a tier (or a staff role) without a GIS role, naming the service (section 3). */
export function invalidGisRoleMessage(roleLabel: string): string {
  return `Invalid GIS user role type: ${roleLabel} has no user role in ${GIS_SERVICE_NAME}.`;
}

/** Every GIS role name, once, in the table's order. */
export const GIS_ROLES = [...new Set(Object.values(GIS_ROLE_BY_TIER))] as string[];

export const gisPingSchema = z.object({
  status: z.literal("ok"),
  service: z.string(),
  serviceAccount: z.object({ id: z.string(), name: z.string(), scopes: z.array(z.string()) }),
  time: z.string(),
});

/** user/create, user/delete and user/changerole name a portal user by id. */
export const gisUserBodySchema = z.object({
  userId: text().trim().min(1, "Enter the portal user's id").max(100),
});
export type GisUserBody = z.infer<typeof gisUserBodySchema>;

export const gisUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  tier: z.enum(TIERS),
  role: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GisUser = z.infer<typeof gisUserSchema>;

/** `created` is false when the user was a GIS user already (create is idempotent; the role is brought up to date). */
export const gisUserCreateResponseSchema = z.object({ user: gisUserSchema, created: z.boolean() });
/** `deleted` is false when the user was not a GIS user (delete is idempotent). */
export const gisUserDeleteResponseSchema = z.object({ userId: z.string(), deleted: z.boolean() });
export const gisUserChangeRoleResponseSchema = z.object({
  user: gisUserSchema,
  previousRole: z.string(),
  changed: z.boolean(),
});

export const gisUserCountQuerySchema = z.object({
  role: z
    .enum(GIS_ROLES as [string, ...string[]], { message: `Use one of: ${GIS_ROLES.join(", ")}` })
    .optional(),
});
export const gisUserCountSchema = z.object({
  total: z.number().int(),
  byRole: z.array(z.object({ role: z.string(), count: z.number().int() })),
});
export type GisUserCount = z.infer<typeof gisUserCountSchema>;

/**
 * The GIS user a download call acts for (decision 0200): a service account belongs to no
 * organisation, so directdownload, packageDownloader and filebrowsing name the mirrored GIS user
 * (user/create) whose rights decide and whose organisation's credits pay.
 */
const gisUserId = text().trim().min(1, "Enter the GIS user's portal user id").max(100);

/** A data path (section 9): no leading slash, no `.` or `..` step, no empty step. */
const dataPath = (max: number) =>
  text()
    .max(max)
    .refine((p) => !p.startsWith("/") && !p.split("/").some((s) => s === "." || s === ".."), {
      message: "Use a data path without a leading slash, “.” or “..”",
    });

export const gisDirectDownloadQuerySchema = z.object({
  userId: gisUserId,
  /** The file's data path, as the record's files and filebrowsing give it. */
  path: dataPath(1000).refine((p) => p.length > 0 && !p.endsWith("/"), { message: "Enter a file's path" }),
});
export type GisDirectDownloadQuery = z.infer<typeof gisDirectDownloadQuerySchema>;

export const gisPackageDownloadQuerySchema = z.object({
  userId: gisUserId,
  packageId: text().trim().min(1, "Enter the package's id").max(100),
});

export const GIS_BROWSE_PAGE_SIZE_MAX = 500;

export const gisFileBrowsingQuerySchema = z.object({
  userId: gisUserId,
  /** A folder of the storage tree ("" or absent: the top), e.g. `Seismic 2D/PM`. */
  path: dataPath(1000)
    .transform((p) => p.replace(/\/+$/, ""))
    .refine((p) => !p.includes("//"), { message: "Use a data path without empty steps" })
    .default(""),
  page: queryInt4({ min: 1, max: 100_000 }).default(1),
  pageSize: queryInt4({ min: 1, max: GIS_BROWSE_PAGE_SIZE_MAX }).default(100),
});
export type GisFileBrowsingQuery = z.infer<typeof gisFileBrowsingQuerySchema>;

export const gisStorageEntrySchema = z.object({
  /** The folder's or file's name (one step of the path). */
  name: z.string().max(1000),
  /** Its full data path: a folder's to browse into, a file's for directdownload. */
  path: z.string().max(2000),
  kind: z.enum(["folder", "file"]),
  /** Files the user may download under it (1 for a file), and their bytes. */
  files: z.number().int(),
  sizeBytes: z.number().int(),
  /** The record a file belongs to (null for a folder). */
  record: z.object({ type: z.string().max(100), id: z.string().max(200) }).nullable(),
});
export type GisStorageEntry = z.infer<typeof gisStorageEntrySchema>;

export const gisFileBrowsingSchema = z.object({
  path: z.string().max(1000),
  result: z.array(gisStorageEntrySchema).max(GIS_BROWSE_PAGE_SIZE_MAX),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** Entries of this folder over all pages. */
  pageTotal: z.number().int(),
});
export type GisFileBrowsing = z.infer<typeof gisFileBrowsingSchema>;
