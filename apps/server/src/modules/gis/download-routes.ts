import {
  apiErrorSchema,
  gisDirectDownloadQuerySchema,
  gisFileBrowsingQuerySchema,
  gisFileBrowsingSchema,
  gisPackageDownloadQuerySchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { requiresScope } from "../../plugins/access.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { ownerOf, rangeHeaders, sendPackageZip, sendRanged } from "../downloads/index.ts";
import { browseFiles, directDownload, gisDownloader } from "./downloads.ts";
import { GIS_TAGS, gisCaller, gisErrors } from "./routes.ts";

const downloads = { access: requiresScope("gis:downloads") };
const errors = { ...gisErrors, 404: apiErrorSchema, 409: apiErrorSchema };
const forUser =
  "The call acts for a GIS user (`userId`, mirrored by `user/create`): their tier and add-ons decide what " +
  "they may download and their organisation's credits pay (decision 0200). A user who is not a GIS user is a 404; " +
  "a suspended user or organisation a 403.";

/** `directdownload`, `packageDownloader` and `filebrowsing` of section 7's GIS-side API (decision 0200). */
export function registerGisDownloadRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: ObjectStorage },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/directdownload",
    {
      config: downloads,
      schema: {
        operationId: "gisDirectDownload",
        tags: GIS_TAGS,
        summary: "One file of one record, for a GIS user, with the record's download rights; resumable",
        description:
          `${forUser} The file is named by its data path (the record's files, or \`filebrowsing\`). ` +
          "Its credits are spent once per user and file: the first request pays, resumed and repeated ones " +
          "(Range, If-Range, ETag) do not; concurrent first requests pay once. A record the user may not " +
          "download is a 403 with the record page's refusal; a quota or balance that does not cover it a 409; 416 past the end.",
        querystring: gisDirectDownloadQuerySchema,
        headers: rangeHeaders,
        response: { ...errors, 416: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = await gisCaller(request);
      const who = await gisDownloader(deps.db, request.query.userId);
      const file = await directDownload(
        deps,
        who,
        request.query.path,
        { range: request.headers.range, ifRange: request.headers["if-range"] },
        caller,
      );
      await sendRanged(request, reply, file, "The file");
    },
  );

  api.get(
    "/packageDownloader",
    {
      config: downloads,
      schema: {
        operationId: "gisPackageDownloader",
        tags: GIS_TAGS,
        summary: "A GIS user's ready download package as one ZIP; resumable",
        description:
          `${forUser} Only the user's own packages (another's, or another organisation's, is a 404); ` +
          "a package not ready or expired is a 409. Range, If-Range and ETag as on the portal's download.",
        querystring: gisPackageDownloadQuerySchema,
        headers: rangeHeaders,
        response: { ...errors, 416: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await gisCaller(request);
      const who = await gisDownloader(deps.db, request.query.userId);
      await sendPackageZip(deps, request, reply, ownerOf(who.viewer, request.id), request.query.packageId);
    },
  );

  api.get(
    "/filebrowsing",
    {
      config: downloads,
      schema: {
        operationId: "gisFileBrowsing",
        tags: GIS_TAGS,
        summary:
          "One folder of the storage tree by the data paths, holding only what a GIS user may download",
        description:
          `${forUser} Folders first (with the files and bytes under each), then files with their record; ` +
          "`path` is a folder (`Seismic 2D/PM`), empty for the top; paged (`page`, `pageSize` ≤ 500).",
        querystring: gisFileBrowsingQuerySchema,
        response: { 200: gisFileBrowsingSchema, ...errors },
      },
    },
    async (request) => {
      await gisCaller(request);
      return browseFiles(deps.db, await gisDownloader(deps.db, request.query.userId), request.query);
    },
  );
}
