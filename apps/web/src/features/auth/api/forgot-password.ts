import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export function requestPasswordReset(input: { email: string }): Promise<unknown> {
  return api.post("/api/auth/password/forgot", input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
