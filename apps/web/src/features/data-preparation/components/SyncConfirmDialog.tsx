import { METADATA_MESSAGES, SDC_DISPLAY_NAMES } from "@strata/core";
import { errorMessage } from "../../../lib/api.ts";
import { startStorageSync } from "../api/storage-sync.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { DP_TOAST, settle, showPending } from "./toasts.ts";

/** Starts a cloud storage sync of the category after confirmation, and opens its progress dialog. */
export function SyncConfirmDialog() {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const name = SDC_DISPLAY_NAMES[state.category];

  async function confirm() {
    const ingestType = state.category;
    dispatch({ type: "submittingChanged", submitting: true });
    showPending(DP_TOAST.sync, METADATA_MESSAGES.syncRunning);
    try {
      const { jobId } = await startStorageSync(ingestType);
      dispatch({ type: "syncStarted", jobId, ingestType });
    } catch (error) {
      settle(DP_TOAST.sync, "error", errorMessage(error));
    } finally {
      dispatch({ type: "submittingChanged", submitting: false });
    }
  }

  return (
    <ConfirmDialog
      open={state.dialogs.syncConfirm}
      title={`Synchronize ${name}`}
      confirmLabel="Synchronize"
      busy={state.loading.submitting}
      onCancel={() => dispatch({ type: "syncConfirmToggled", open: false })}
      onConfirm={() => void confirm()}
    >
      Scan the cloud storage folders of {name}, link the files that match records, and list the unlinked and
      invalid files. Process may take a while.
    </ConfirmDialog>
  );
}
