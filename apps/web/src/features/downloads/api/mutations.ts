import type { AddPackageItemsResponse, DownloadPackageDetail, PackageRecord } from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { DOWNLOADS_KEY, packageKey, packageUrl } from "./keys.ts";

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
  useDownloadMutation((records: PackageRecord[]) =>
    api.post<AddPackageItemsResponse>("/api/catalogs/packager", { records }),
  );

/** POST /api/download-packagers/{id}/confirm: spends the credits and starts the preparation. */
export const useConfirmPackage = () =>
  useDownloadMutation((id: string) => api.post<DownloadPackageDetail>(`${packageUrl(id)}/confirm`));

/** POST /api/download-packagers/{id}/cancel-download: credits not delivered come back. */
export const useCancelPackage = () =>
  useDownloadMutation((id: string) => api.post<DownloadPackageDetail>(`${packageUrl(id)}/cancel-download`));

/** POST /api/download-items/{id}/cancel-download: the item's credits come back. */
export const useCancelItem = () =>
  useDownloadMutation((itemId: string) =>
    api.post<DownloadPackageDetail>(`/api/download-items/${encodeURIComponent(itemId)}/cancel-download`),
  );

/** DELETE /api/download-items/{id}: removes a record from a draft. */
export const useRemoveItem = () =>
  useDownloadMutation((itemId: string) =>
    api.delete<DownloadPackageDetail>(`/api/download-items/${encodeURIComponent(itemId)}`),
  );

/** DELETE /api/download-packagers/{id}: deletes a draft. */
export const useDeletePackage = () =>
  useDownloadMutation(async (id: string) => {
    await api.delete<null>(packageUrl(id));
    return null;
  });
