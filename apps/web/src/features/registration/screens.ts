import type { Screen } from "../../app/screens.ts";

/** This feature's entries in the navigation and the dashboard (app/screens.ts). */
export const REGISTRATION_SCREENS: readonly Screen[] = [];
