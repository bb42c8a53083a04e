import { type CanProps, Can as CaslCan, useAbility } from "@casl/react";
import type { AppAbility } from "@strata/core";
import type { ReactNode } from "react";

/** The one ability check of the UI: `<Can I="view" a="Dashboard" field? not?>`. */
export const Can: (props: CanProps<AppAbility>) => ReactNode = CaslCan;

/** The current user's ability, for lists that are filtered with `ability.can`. */
export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}
