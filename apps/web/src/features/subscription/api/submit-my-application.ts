import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";
import { MY_APPLICATIONS_KEY } from "./get-my-applications.ts";

/** POST /api/organizations/me/applications/{id}/submit: submit, answer a clarification, or reopen */
export function useSubmitMyApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: string;
      body: ApiBody<"/api/organizations/me/applications/{id}/submit">;
    }) => api.POST("/api/organizations/me/applications/{id}/submit", { params: { path: { id } }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
