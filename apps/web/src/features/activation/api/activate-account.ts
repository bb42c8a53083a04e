import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export function activateAccount(input: { token: string; password: string }): Promise<unknown> {
  return api.POST("/api/activation/activate", { body: input });
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
