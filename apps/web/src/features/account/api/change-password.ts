import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api.post("/api/users/change-password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
