import type { Application, ApplicationStatus } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** The staff actions of section 7 (POST …/applications/{id}/<action>). */
export type StaffAction = "approve" | "reject" | "request-clarification" | "resend-email" | "reset";

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
      api.post<Application>(
        `/api/admin/subscriptions/applications/${encodeURIComponent(id)}/${action}`,
        body,
      ),
    // A 409 means someone else moved it: the page shows the status it is in now either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["applications"] }),
  });
}
