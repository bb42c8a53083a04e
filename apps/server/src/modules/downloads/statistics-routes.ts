import { apiErrorSchema, downloadStatisticsSchema, downloadsOverviewSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { forbidden } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { asCustomer, requires, requiresAny } from "../../plugins/access.ts";
import { downloadsOverview, organisationDownloadStatistics } from "./statistics.ts";

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ["Download packages"];

/**
 * Who sees an organisation's download statistics: those who see its credits (docs/decisions.md):
 * its primary users and the members who download. Staff who view reports see the overview.
 */
const ORGANISATION_READERS = {
  access: asCustomer(requiresAny(["view", "Invoice"], ["view", "DownloadManager"])),
};
const REPORT_READERS = { access: requires("view", "Reports") };

export function registerDownloadStatisticsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/organizations/me/download-statistics",
    {
      config: ORGANISATION_READERS,
      schema: {
        operationId: "getMyDownloadStatistics",
        tags,
        summary:
          "Your organisation's downloads: totals, by month (last 12), by data type and by user; bytes and credits",
        response: { 200: downloadStatisticsSchema, ...errors },
      },
    },
    async (request) => {
      const organisationId = (await request.requireViewer()).user.organisation?.id;
      if (!organisationId) throw forbidden();
      return organisationDownloadStatistics(deps.db, organisationId);
    },
  );

  api.get(
    "/admin/downloads-overview",
    {
      config: REPORT_READERS,
      schema: {
        operationId: "getDownloadsOverview",
        tags,
        summary:
          "Downloads across organisations: totals, by month, data type, organisation and package status",
        response: { 200: downloadsOverviewSchema, ...errors },
      },
    },
    async () => downloadsOverview(deps.db),
  );
}
