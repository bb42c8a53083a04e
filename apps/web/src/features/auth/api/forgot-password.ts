import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export function requestPasswordReset(input: { email: string }): Promise<unknown> {
  return api.POST("/api/auth/password/forgot", { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
