import { lazy } from "react";

/** Routes below need one of several abilities (see RequireAnyAbilityCheck). Lazy, as RequireAbility. */
export const RequireAnyAbility = lazy(() =>
  import("./RequireAnyAbilityCheck.tsx").then((module) => ({ default: module.RequireAnyAbilityCheck })),
);
