import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { registrationKeys } from "./draft-token.ts";

/** GET /api/registration/application: the signed-in applicant's registration. */
export const useMyRegistration = () =>
  useQuery({
    queryKey: registrationKeys.mine,
    queryFn: ({ signal }) => api.GET("/api/registration/application", { signal }),
    retry: false,
  });
