import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { registerGlossaryRoutes } from "../glossary/routes.ts";
import { registerMapRoutes } from "../map/routes.ts";
import type { InstanceTiles } from "../map/tile-routes.ts";
import { registerNewDataRoutes } from "../new-data/routes.ts";
import { registerTagRoutes } from "../tags/routes.ts";
import { registerCatalogRoutes } from "./routes.ts";

/** The data catalogue and what surrounds it: catalogs, map, new data, glossary and tags (under /api). */
export function registerCatalogueModules(
  app: FastifyInstance,
  deps: { db: Database; config: Config; tiles: InstanceTiles },
) {
  registerCatalogRoutes(app, deps);
  registerMapRoutes(app, {
    db: deps.db,
    mapTiles: deps.config.mapTiles,
    tiles: deps.tiles,
  });
  registerNewDataRoutes(app, deps);
  registerGlossaryRoutes(app, deps);
  registerTagRoutes(app, deps);
}
