import type { Action, Subject } from "@strata/core";
import { Outlet } from "react-router";
import { ForbiddenView } from "../../components/ForbiddenView.tsx";
import { Can, useCurrentUser } from "../../lib/ability/index.ts";

/**
 * Routes below need an ability; without it the visitor sees the 403 view. `staffOnly`: a staff
 * screen over every organisation, which users of an organisation do not get even where they share
 * the right (customers also "view Subscription", their own).
 */
export function RequireAbilityCheck({ I, a, staffOnly }: { I: Action; a: Subject; staffOnly?: true }) {
  const { user } = useCurrentUser();
  if (staffOnly && user?.organisation) return <ForbiddenView />;
  return (
    <Can I={I} a={a} passThrough>
      {({ isAllowed }) => (isAllowed ? <Outlet /> : <ForbiddenView />)}
    </Can>
  );
}
