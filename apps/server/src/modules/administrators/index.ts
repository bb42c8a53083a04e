export { registerAdministratorRoutes } from "./routes.ts";
