import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api.POST("/api/users/change-password", { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
