import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";

export function useReminderSettings() {
  return useQuery({
    queryKey: ["email-reminder-settings"],
    queryFn: ({ signal }) => api.GET("/api/email-reminder-settings", { signal }),
  });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<"/api/email-reminder-settings", "put">) =>
      api.PUT("/api/email-reminder-settings", { body }),
    onSuccess: (data) => queryClient.setQueryData(["email-reminder-settings"], data),
  });
}
