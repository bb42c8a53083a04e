import type { DownloadPackageDetail } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, api } from "../../../lib/api.ts";
import { DOWNLOADS_KEY, packageKey } from "./keys.ts";

/** Every change of a package refreshes the packages and the credits it spent or gave back. */
function useDownloadMutation<V, R extends DownloadPackageDetail | null>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      if (detail) queryClient.setQueryData(packageKey(detail.id), detail);
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: DOWNLOADS_KEY });
      queryClient.invalidateQueries({ queryKey: ["credits", "me"] });
    },
  });
}

/** POST /api/catalogs/packager: adds the records that can go in to the open package (started when none). */
export const useAddToPackage = () =>
  useDownloadMutation((records: ApiBody<"/api/catalogs/packager">["records"]) =>
    api.POST("/api/catalogs/packager", { body: { records } }),
  );

/** POST /api/download-packagers/{id}/confirm: spends the credits and starts the preparation. */
export const useConfirmPackage = () =>
  useDownloadMutation((id: string) =>
    api.POST("/api/download-packagers/{id}/confirm", { params: { path: { id } } }),
  );

/** POST /api/download-packagers/{id}/cancel-download: credits not delivered come back. */
export const useCancelPackage = () =>
  useDownloadMutation((id: string) =>
    api.POST("/api/download-packagers/{id}/cancel-download", { params: { path: { id } } }),
  );

/** POST /api/download-items/{id}/cancel-download: the item's credits come back. */
export const useCancelItem = () =>
  useDownloadMutation((itemId: string) =>
    api.POST("/api/download-items/{id}/cancel-download", { params: { path: { id: itemId } } }),
  );

/** DELETE /api/download-items/{id}: removes a record from a draft. */
export const useRemoveItem = () =>
  useDownloadMutation((itemId: string) =>
    api.DELETE("/api/download-items/{id}", { params: { path: { id: itemId } } }),
  );

/** DELETE /api/download-packagers/{id}: deletes a draft. */
export const useDeletePackage = () =>
  useDownloadMutation(async (id: string) => {
    await api.DELETE("/api/download-packagers/{id}", { params: { path: { id } } });
    return null;
  });
