import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";
import { configurationsQueryKey } from "./get-configurations.ts";

/** PUT /api/configurations: sets the keys sent; answers every key. */
export function useUpdateConfigurations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ApiBody<"/api/configurations", "put">) =>
      api.PUT("/api/configurations", { body: update }),
    onSuccess: (values) => queryClient.setQueryData(configurationsQueryKey, values),
  });
}
