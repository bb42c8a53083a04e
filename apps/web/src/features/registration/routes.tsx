import type { RouteObject } from "react-router";

/** This feature's pages that need no session (bare layout). */
export const REGISTRATION_PUBLIC_ROUTES: RouteObject[] = [];

/** This feature's pages for a signed-in user; each guards itself with RequireAbility. */
export const REGISTRATION_ROUTES: RouteObject[] = [];
