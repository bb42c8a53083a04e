export { registerStaticContentRoutes } from "./routes.ts";
