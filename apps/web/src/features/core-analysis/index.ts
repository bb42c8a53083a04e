export { CoreTracksNote, useCoreForLogs } from "./components/CoreBesideLogs.tsx";
export { CORE_ANALYSIS_ROUTES } from "./routes.tsx";
export { CORE_ANALYSIS_SCREENS } from "./screens.ts";
