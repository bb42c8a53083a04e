import { useMutation, useQueryClient } from "@tanstack/react-query";
import { currentUserQueryKey } from "../../../lib/ability/index.ts";
import { api } from "../../../lib/api.ts";

/** PUT /api/users/me/time-zone; then GET /api/users/me again, whose `timeZone` every date follows. */
export function useSetTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string | null) => api.PUT("/api/users/me/time-zone", { body: { timeZone } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
