import type { Action, Subject } from "@strata/core";
import { Outlet } from "react-router";
import { ForbiddenView } from "../../components/ForbiddenView.tsx";
import { Can } from "../../lib/ability/index.ts";

/** Routes below need an ability; without it the visitor sees the 403 view. */
export function RequireAbilityCheck({ I, a }: { I: Action; a: Subject }) {
  return (
    <Can I={I} a={a} passThrough>
      {({ isAllowed }) => (isAllowed ? <Outlet /> : <ForbiddenView />)}
    </Can>
  );
}
