import { lazy } from "react";

/**
 * Routes below need an ability; without it the visitor sees the 403 view. Lazy: the check needs the
 * current user's ability (CASL, react-query) and the 403 view (MUI), which the sign-in page never loads.
 */
export const RequireAbility = lazy(() =>
  import("./RequireAbilityCheck.tsx").then((module) => ({ default: module.RequireAbilityCheck })),
);
