export { registerContactRoutes } from "./routes.ts";
