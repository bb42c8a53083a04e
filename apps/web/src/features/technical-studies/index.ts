export { TECHNICAL_STUDIES_ROUTES } from "./routes.tsx";
export { TECHNICAL_STUDIES_SCREENS } from "./screens.ts";
