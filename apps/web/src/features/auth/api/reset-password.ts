import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export function resetPassword(input: { token: string; password: string }): Promise<unknown> {
  return api.POST("/api/auth/password/reset", { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
