import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { registerGlossaryRoutes } from "../glossary/routes.ts";
import { registerMapRoutes } from "../map/routes.ts";
import { registerNewDataRoutes } from "../new-data/routes.ts";
import { registerTagRoutes } from "../tags/routes.ts";
import { registerCatalogRoutes } from "./routes.ts";

/** The data catalogue and what surrounds it: catalogs, map, new data, glossary and tags (under /api). */
export function registerCatalogueModules(app: FastifyInstance, deps: { db: Database }) {
  registerCatalogRoutes(app, deps);
  registerMapRoutes(app, deps);
  registerNewDataRoutes(app, deps);
  registerGlossaryRoutes(app, deps);
  registerTagRoutes(app, deps);
}
