import {
  apiErrorSchema,
  myCuratedPackageListSchema,
  pageQuerySchema,
  takeCuratedPackageResponseSchema,
  text,
} from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { OWNER, ownerOf } from "../downloads/index.ts";
import { listMyCuratedPackages, takeCuratedPackage } from "./mine.ts";

const params = z.object({ id: text().min(1).max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ["Curated packages"];
/** The download manager's right, as for the user's own packages. */
const config = OWNER;

/** "Curated for you" in the download manager: the curated packages assigned to the user, and taking one. */
export function registerMyCuratedPackageRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = async (request: FastifyRequest) => ownerOf(await request.requireViewer(), request.id);

  api.get(
    "/curated-packages/mine",
    {
      config,
      schema: {
        operationId: "listMyCuratedPackages",
        tags,
        summary:
          "Curated packages assigned to you or your organisation, with their records count, size and the package taken",
        querystring: pageQuerySchema,
        response: { 200: myCuratedPackageListSchema, ...errors },
      },
    },
    async (request) => listMyCuratedPackages(deps.db, await owner(request), request.query),
  );

  api.post(
    "/curated-packages/:id/take",
    {
      config,
      schema: {
        operationId: "takeCuratedPackage",
        tags,
        summary:
          "Take a curated package as a download package (no credits); while one taken before is preparing or ready, that one is answered",
        params,
        response: { 200: takeCuratedPackageResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => takeCuratedPackage(deps, await owner(request), request.params.id),
  );
}
