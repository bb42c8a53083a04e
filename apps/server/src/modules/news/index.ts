export { seedNewsDemo, writeNewsDemoFiles } from "./demo.ts";
export { registerNewsRoutes } from "./routes.ts";
export { newsCounts } from "./service.ts";
