import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/client.ts";
import { registerAnnouncementAdminRoutes } from "../../new-data/index.ts";
import { manageDataPreparation, viewDataPreparation } from "./access.ts";

/**
 * Announcements CRUD under admin data-preparation (section 7): staff who view data preparation read
 * them, drafts too; those who manage it write them.
 */
export function registerAnnouncementRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerAnnouncementAdminRoutes(app, {
    db,
    path: "/admin/data-preparation/announcements",
    tags: ["Data preparation", "New data"],
    read: viewDataPreparation,
    write: manageDataPreparation,
  });
}
