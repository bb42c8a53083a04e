import { MenuItem, TextField } from "@mui/material";
import { assignDataRequestBodySchema } from "@strata/core";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useAssignees } from "../api/admin-requests.ts";

/** Chooses the data staff member who takes a request (mounted while open: each opening starts empty). */
export function AssignDialog({
  currentId,
  onAssign,
  onClose,
}: {
  currentId: string | null;
  onAssign(assigneeId: string): Promise<unknown>;
  onClose(): void;
}) {
  const staff = useAssignees(true);
  const { form, errors, error, dialogProps } = useMutationForm({
    schema: assignDataRequestBodySchema,
    defaultValues: { assigneeId: "" },
    onSubmit: async ({ assigneeId }) => {
      await onAssign(assigneeId);
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title="Assign the request"
      submitLabel="Assign"
      onClose={onClose}
      {...dialogProps}
      error={error ?? (staff.isError ? errorMessage(staff.error) : null)}
    >
      <TextField
        select
        label="Data staff member"
        required
        value={form.watch("assigneeId")}
        onChange={(e) => form.setValue("assigneeId", e.target.value, { shouldValidate: true })}
        error={Boolean(errors.assigneeId)}
        helperText={errors.assigneeId?.message ?? "Who gathers and delivers the data"}
      >
        {(staff.data?.result ?? [])
          .filter((s) => s.id !== currentId)
          .map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.isYou ? `${s.name} (you)` : s.name}
            </MenuItem>
          ))}
      </TextField>
    </FormDialog>
  );
}
