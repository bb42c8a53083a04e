import { useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api.ts";
import { clearMetadataCache } from "../api/change-metadata.ts";
import { dataPreparationKeys } from "../api/client.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { DP_TOAST, settle } from "./toasts.ts";

export const CACHE_CLEARED_MESSAGE = "Metadata cache cleared.";

/** Clears the server's metadata cache after confirmation. */
export function ClearCacheDialog() {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const queryClient = useQueryClient();

  async function confirm() {
    dispatch({ type: "submittingChanged", submitting: true });
    try {
      await clearMetadataCache();
      settle(DP_TOAST.cache, "success", CACHE_CLEARED_MESSAGE);
      dispatch({ type: "clearCacheToggled", open: false });
      await queryClient.invalidateQueries({ queryKey: dataPreparationKeys.all });
    } catch (error) {
      settle(DP_TOAST.cache, "error", errorMessage(error));
    } finally {
      dispatch({ type: "submittingChanged", submitting: false });
    }
  }

  return (
    <ConfirmDialog
      open={state.dialogs.clearCache}
      title="Clear metadata cache"
      confirmLabel="Clear cache"
      busy={state.loading.submitting}
      onCancel={() => dispatch({ type: "clearCacheToggled", open: false })}
      onConfirm={() => void confirm()}
    >
      The cached lists, filter options and counts of every category are rebuilt on their next use.
    </ConfirmDialog>
  );
}
