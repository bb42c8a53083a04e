import type { CustomerApplicationDetail } from "@strata/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { MY_APPLICATIONS_KEY } from "./get-my-applications.ts";

/** GET /api/organizations/me/applications/{id} (with its timeline) */
export function useMyApplication(id: string | null) {
  return useQuery({
    queryKey: [...MY_APPLICATIONS_KEY, "detail", id],
    queryFn: ({ signal }) =>
      api.get<CustomerApplicationDetail>(`/api/organizations/me/applications/${id}`, { signal }),
    enabled: id !== null,
  });
}
