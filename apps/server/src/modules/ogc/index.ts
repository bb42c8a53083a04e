export { registerOgcRoutes } from "./routes.ts";
