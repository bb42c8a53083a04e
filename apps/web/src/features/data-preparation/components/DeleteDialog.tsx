import { METADATA_MESSAGES, SDC_DISPLAY_NAMES } from "@strata/core";
import { useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api.ts";
import { deleteMetadata } from "../api/change-metadata.ts";
import { dataPreparationKeys } from "../api/client.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { AUTO_CLOSE, DP_TOAST, settle } from "./toasts.ts";

/** The records Delete works on: the ticked rows, or else the current record. */
export function deleteTargets(selectedRows: string[], selectedId: string | null): string[] {
  if (selectedRows.length > 0) return selectedRows;
  return selectedId ? [selectedId] : [];
}

/** Deletes after confirmation; "Data Delete successfully!" closes after 6 s (section 9). */
export function DeleteDialog() {
  const state = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const queryClient = useQueryClient();
  const ids = deleteTargets(state.selectedRows, state.selectedId);
  const name = SDC_DISPLAY_NAMES[state.category];

  async function confirm() {
    dispatch({ type: "submittingChanged", submitting: true });
    try {
      await deleteMetadata(state.category, ids);
      settle(DP_TOAST.delete, "success", METADATA_MESSAGES.deleteSuccess, AUTO_CLOSE.delete);
      dispatch({ type: "recordsDeleted", ids });
      dispatch({ type: "deleteClosed" });
      await queryClient.invalidateQueries({ queryKey: dataPreparationKeys.all });
    } catch (error) {
      settle(DP_TOAST.delete, "error", errorMessage(error));
    } finally {
      dispatch({ type: "submittingChanged", submitting: false });
    }
  }

  return (
    <ConfirmDialog
      open={state.dialogs.delete}
      title={`Delete ${name} metadata`}
      confirmLabel="Delete"
      busy={state.loading.submitting}
      onCancel={() => dispatch({ type: "deleteClosed" })}
      onConfirm={() => void confirm()}
    >
      {ids.length === 1
        ? `Delete the record ${ids[0]}? Its history is kept; this cannot be undone.`
        : `Delete ${ids.length} selected records? Their history is kept; this cannot be undone.`}
    </ConfirmDialog>
  );
}
