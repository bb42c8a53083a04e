import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  type DialogProps,
  DialogTitle,
  Stack,
} from "@mui/material";
import { type FormEvent, type ReactNode, useId } from "react";
import { FormError } from "../FormError.tsx";

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  submitting: boolean;
  /** A form-level error (field errors show on their fields). */
  error?: string | null;
  /** Usually react-hook-form's `handleSubmit(...)`. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose(): void;
  destructive?: boolean;
  /** Wider than "sm" for a form with a map. */
  maxWidth?: DialogProps["maxWidth"];
  children: ReactNode;
}

/** A dialog holding one form: Enter submits, Escape cancels, the buttons wait while it is sent. */
export function FormDialog({
  open,
  title,
  submitLabel,
  submitting,
  error,
  onSubmit,
  onClose,
  destructive,
  maxWidth = "sm",
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      slotProps={{ paper: { component: "form", onSubmit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
        <FormError message={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={destructive ? "error" : "primary"}
          disabled={submitting}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
