export { registerTagRoutes } from "./routes.ts";
