import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";
import { MY_APPLICATIONS_KEY } from "./get-my-applications.ts";

/** POST /api/organizations/me/applications (a draft) */
export function useCreateMyApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"/api/organizations/me/applications">) =>
      api.POST("/api/organizations/me/applications", { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
