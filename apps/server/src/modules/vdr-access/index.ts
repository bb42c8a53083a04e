import { apiErrorSchema, vdrAccessLogSchema, vdrAccessQuerySchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { asStaff, requires } from "../../plugins/access.ts";
import { vdrAccessLog } from "./service.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The virtual data room's access log (issue 27, decision 0217): VDR staff (`manage VDR`, the MBR
 * admin) see who in a data room opened which record or preview.
 */
export function registerVdrAccessModule(api: FastifyInstance, deps: ModuleDeps) {
  api.withTypeProvider<ZodTypeProvider>().get(
    "/admin/vdr/access-log",
    {
      config: { access: asStaff(requires("manage", "VDR")) },
      schema: {
        operationId: "listVdrAccessLog",
        tags: ["VDR"],
        summary:
          "Who in a virtual data room opened which record page or preview, newest first; filtered by organisation, kind, user and period",
        querystring: vdrAccessQuerySchema,
        response: { 200: vdrAccessLogSchema, ...errors },
      },
    },
    async (request) => vdrAccessLog(deps.db, request.query),
  );
}
