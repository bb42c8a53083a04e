export { registerStaticOverviewRoutes } from "./routes.ts";
