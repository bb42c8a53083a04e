import { MenuItem, TextField } from "@mui/material";
import { type FormEvent, useState } from "react";
import { FormDialog } from "../../../components/admin/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useAssignees } from "../api/admin-requests.ts";

/** Chooses the data staff member who takes a request. */
export function AssignDialog({
  open,
  currentId,
  onAssign,
  onClose,
}: {
  open: boolean;
  currentId: string | null;
  onAssign(assigneeId: string): Promise<unknown>;
  onClose(): void;
}) {
  const staff = useAssignees(open);
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const close = () => {
    setChosen("");
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) {
      setError("Choose who takes the request.");
      return;
    }
    setSubmitting(true);
    try {
      await onAssign(chosen);
      close();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <FormDialog
      open={open}
      title="Assign the request"
      submitLabel="Assign"
      submitting={submitting}
      error={error ?? (staff.isError ? errorMessage(staff.error) : null)}
      onSubmit={submit}
      onClose={close}
    >
      <TextField
        select
        label="Data staff member"
        required
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        helperText="Who gathers and delivers the data"
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
