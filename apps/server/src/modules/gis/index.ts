import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { requiresScope } from "../../plugins/access.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";
import { registerAnnouncementAdminRoutes } from "../new-data/index.ts";
import { registerGisCatalogueRoutes } from "./catalogue-routes.ts";
import { registerGisDownloadRoutes } from "./download-routes.ts";
import { GIS_TAGS, registerGisUserRoutes } from "./routes.ts";

/** What a 401 under /gis asks for: the GIS side signs in with basic authentication only. */
export const GIS_REALM = 'Basic realm="Strata GIS", charset="UTF-8"';

/**
 * The GIS-side API (section 7) under /gis, on the portal's port and on GIS_PORT when set
 * (listener.ts): service accounts with HTTP basic authentication, each call behind its `gis:*`
 * scope, every call audited per account by the service accounts' hook (decision 0180).
 */
export function registerGisModule(app: FastifyInstance, deps: { db: Database; storage: ObjectStorage }) {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode === 401) reply.header("www-authenticate", GIS_REALM);
    return payload;
  });
  registerGisUserRoutes(app, deps);
  registerGisCatalogueRoutes(app, deps);
  registerGisDownloadRoutes(app, deps);
  const announcements = { access: requiresScope("gis:announcements") };
  registerAnnouncementAdminRoutes(app, {
    db: deps.db,
    path: "/announcements",
    tags: GIS_TAGS,
    read: announcements,
    write: announcements,
  });
}
export { registerGisListener } from "./listener.ts";
export { listGisUsersOf } from "./users.ts";
