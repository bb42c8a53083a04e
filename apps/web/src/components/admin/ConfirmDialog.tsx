import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { type ReactNode, useId, useState } from "react";
import { errorMessage } from "../../lib/api.ts";
import { FormError } from "../FormError.tsx";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in the user's words ("Suspend Kinabalu Geoscience? Its users are signed out."). */
  message: ReactNode;
  confirmLabel: string;
  /** Destructive actions get a red button. */
  destructive?: boolean;
  /** Runs on confirm; the dialog stays open, showing the error, if it throws. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** Asks before an action that cannot be taken back; Escape or Cancel closes it, nothing done. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  destructive,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const close = () => {
    if (submitting) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setSubmitting(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
        <FormError message={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={submitting}>
          Cancel
        </Button>
        <Button
          onClick={confirm}
          disabled={submitting}
          variant="contained"
          color={destructive ? "error" : "primary"}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
