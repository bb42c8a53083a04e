import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export function resetPassword(input: { token: string; password: string }): Promise<unknown> {
  return api.post("/api/auth/password/reset", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
