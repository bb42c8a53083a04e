import type { RouteObject } from "react-router";

/** This feature's pages that need no session (bare layout). */
export const APPLICATIONS_PUBLIC_ROUTES: RouteObject[] = [];

/** This feature's pages for a signed-in user; each guards itself with RequireAbility. */
export const APPLICATIONS_ROUTES: RouteObject[] = [];
