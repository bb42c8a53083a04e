export { registerAnnouncementAdminRoutes } from "./admin-routes.ts";
export { registerNewDataRoutes } from "./routes.ts";
