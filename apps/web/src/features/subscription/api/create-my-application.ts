import type { CustomerApplicationBody, CustomerApplicationDetail } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { MY_APPLICATIONS_KEY } from "./get-my-applications.ts";

/** POST /api/organizations/me/applications (a draft) */
export function useCreateMyApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerApplicationBody) =>
      api.post<CustomerApplicationDetail>("/api/organizations/me/applications", body),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
