import type { ApplicationAction, ApplicationStatus } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type RoutedAction } from "../../../lib/api.ts";

/** The staff actions of section 7: the application workflow's actions routed as POST …/applications/{id}/<action>. */
export type StaffAction = RoutedAction<ApplicationAction, "/api/admin/subscriptions/applications/{id}">;

export interface ActionVariables {
  action: StaffAction;
  /** The status the user saw: the server answers 409 when it has moved since. */
  from: ApplicationStatus;
  reason?: string;
  message?: string;
}

/** POST /api/admin/subscriptions/applications/{id}/{action}; refreshes the lists and the detail after. */
export function useApplicationAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: ActionVariables) =>
      api.POST(`/api/admin/subscriptions/applications/{id}/${action}` as const, {
        params: { path: { id } },
        body,
      }),
    // A 409 means someone else moved it: the page shows the status it is in now either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["applications"] }),
  });
}
