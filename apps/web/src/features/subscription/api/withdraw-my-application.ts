import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { MY_APPLICATIONS_KEY } from "./get-my-applications.ts";

/** DELETE /api/organizations/me/applications/{id}: cancel a draft or request cancellation */
export function useWithdrawMyApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.DELETE("/api/organizations/me/applications/{id}", { params: { path: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
