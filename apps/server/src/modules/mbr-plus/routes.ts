import {
  apiErrorSchema,
  mbrPlusFlagResponseSchema,
  mbrPlusFlagSchema,
  mbrPlusListSchema,
  mbrPlusQuerySchema,
  mbrPlusRecordParamsSchema,
  takeMbrPackageResponseSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { actorOf } from "../../lib/workflow.ts";
import { asCustomer, asStaff, requires } from "../../plugins/access.ts";
import { listMbrPlus, readMbrPlusFlag, setMbrPlusFlag, takeMbrPlusRecord } from "./service.ts";

/** Section 6: standard and premium, the MBR admin and data staff view MBR-Plus. */
export const MBR_PLUS_VIEW = { access: requires("view", "MBR-Plus") };
const tags = ["MBR-Plus"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export function registerMbrPlusRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/mbr-plus/records",
    {
      config: MBR_PLUS_VIEW,
      schema: {
        operationId: "listMbrPlusRecords",
        tags,
        summary:
          "The MBR+ datasets: records flagged MBR+, filtered by category, region, block and text, with whether you may download them",
        querystring: mbrPlusQuerySchema,
        response: { 200: mbrPlusListSchema, ...errors },
      },
    },
    async (request) => listMbrPlus(deps.db, await request.requireViewer(), request.query),
  );

  api.post(
    "/mbr-plus/records/:type/:id/take",
    {
      config: { access: asCustomer(MBR_PLUS_VIEW.access) },
      schema: {
        operationId: "takeMbrPlusRecord",
        tags,
        summary:
          "Take an MBR+ record as a download package (the mbr-plus add-on; without it a 403 saying how to add it)",
        params: mbrPlusRecordParamsSchema,
        response: { 200: takeMbrPackageResponseSchema, ...errors },
      },
    },
    async (request) =>
      takeMbrPlusRecord(
        deps,
        await request.requireViewer(),
        request.id,
        request.params.type,
        request.params.id,
      ),
  );

  api.get(
    "/admin/mbr-plus/records/:type/:id",
    {
      config: { access: asStaff(requires("manage", "MBR-Plus")) },
      schema: {
        operationId: "getMbrPlusFlag",
        tags,
        summary: "Whether a catalogue record is in the MBR+ collection (data staff's switch)",
        params: mbrPlusRecordParamsSchema,
        response: { 200: mbrPlusFlagResponseSchema, ...errors },
      },
    },
    async (request) => readMbrPlusFlag(deps.db, request.params.type, request.params.id),
  );

  api.put(
    "/admin/mbr-plus/records/:type/:id",
    {
      config: { access: asStaff(requires("manage", "MBR-Plus")) },
      schema: {
        operationId: "setMbrPlusFlag",
        tags,
        summary: "Flag or unflag a catalogue record as MBR+ (audited on the record)",
        params: mbrPlusRecordParamsSchema,
        body: mbrPlusFlagSchema,
        response: { 200: mbrPlusFlagResponseSchema, ...errors },
      },
    },
    async (request) =>
      setMbrPlusFlag(
        deps.db,
        actorOf(await request.requireViewer(), request.id),
        request.params.type,
        request.params.id,
        request.body.mbrPlus,
      ),
  );
}
