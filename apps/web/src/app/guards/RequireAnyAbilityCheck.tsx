import type { Action, Subject } from "@strata/core";
import { Outlet } from "react-router";
import { ForbiddenView } from "../../components/ForbiddenView.tsx";
import { useAppAbility } from "../../lib/ability/index.ts";

/**
 * Routes below need one of several abilities, e.g. the catalogue or its expired variant
 * (`SmartDataCatalog` / `SmartDataCatalog-Expired`); without any, the visitor sees the 403 view.
 */
export function RequireAnyAbilityCheck({ anyOf }: { anyOf: readonly (readonly [Action, Subject])[] }) {
  const ability = useAppAbility();
  return anyOf.some(([action, subject]) => ability.can(action, subject)) ? <Outlet /> : <ForbiddenView />;
}
