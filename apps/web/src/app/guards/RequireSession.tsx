import { lazy } from "react";

/**
 * Routes below need a session (see RequireSessionCheck). Lazy: it waits for the current user and
 * ability (react-query, CASL) and shows MUI views, which the sign-in page never loads.
 */
export const RequireSession = lazy(() =>
  import("./RequireSessionCheck.tsx").then((module) => ({ default: module.RequireSessionCheck })),
);
