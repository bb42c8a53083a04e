export { registerGlossaryRoutes } from "./routes.ts";
