import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { MY_APPLICATIONS_KEY } from "./get-my-applications.ts";

/** GET /api/organizations/me/applications/{id} (with its timeline) */
export function useMyApplication(id: string | null) {
  return useQuery({
    queryKey: [...MY_APPLICATIONS_KEY, "detail", id],
    queryFn: ({ signal }) =>
      api.GET("/api/organizations/me/applications/{id}", { params: { path: { id: id ?? "" } }, signal }),
    enabled: id !== null,
  });
}
