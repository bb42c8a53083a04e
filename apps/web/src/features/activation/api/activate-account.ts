import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export function activateAccount(input: { token: string; password: string }): Promise<unknown> {
  return api.post("/api/activation/activate", input);
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
