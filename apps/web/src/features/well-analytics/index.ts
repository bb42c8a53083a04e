export { WELL_ANALYTICS_ROUTES } from "./routes.tsx";
export { WELL_ANALYTICS_SCREENS } from "./screens.ts";
