import type { ConfigurationUpdate, ConfigurationValues } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { configurationsQueryKey } from "./get-configurations.ts";

/** PUT /api/configurations: sets the keys sent; answers every key. */
export function useUpdateConfigurations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ConfigurationUpdate) => api.put<ConfigurationValues>("/api/configurations", update),
    onSuccess: (values) => queryClient.setQueryData(configurationsQueryKey, values),
  });
}
