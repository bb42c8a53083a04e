export { seedContactEulaDemo } from "./demo.ts";
export { registerEulaRoutes } from "./routes.ts";
