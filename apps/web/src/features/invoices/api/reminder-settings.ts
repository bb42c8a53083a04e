import type { ReminderSettings, UpdateReminderSettingsBody } from "@strata/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const URL = "/api/email-reminder-settings";

export function useReminderSettings() {
  return useQuery({
    queryKey: ["email-reminder-settings"],
    queryFn: ({ signal }) => api.get<ReminderSettings>(URL, { signal }),
  });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateReminderSettingsBody) => api.put<ReminderSettings>(URL, body),
    onSuccess: (data) => queryClient.setQueryData(["email-reminder-settings"], data),
  });
}
