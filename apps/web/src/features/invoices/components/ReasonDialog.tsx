import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";

/**
 * Asks for the reason an invoice action needs (the buyer's request, finance's decision): the
 * dialog is also the confirmation. `field` is the shared body schema's rule for `reason`.
 */
export function ReasonDialog({
  open,
  title,
  helperText,
  submitLabel,
  destructive,
  field,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  helperText: string;
  submitLabel: string;
  destructive?: boolean;
  field: z.ZodType<string, string>;
  onSubmit(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(z.object({ reason: field })),
    defaultValues: { reason: "" },
  });
  const [error, setError] = useState<string | null>(null);
  const placeErrors = useServerFieldErrors(form.setError, ["reason"]);
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      await onSubmit(reason);
      close();
    } catch (err) {
      setError(placeErrors(err));
    }
  });
  const reasonError = form.formState.errors.reason?.message;
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitting={form.formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={close}
      destructive={destructive}
    >
      <TextField
        label="Reason"
        required
        multiline
        minRows={3}
        autoFocus
        {...form.register("reason")}
        error={Boolean(reasonError)}
        helperText={reasonError ?? helperText}
      />
    </FormDialog>
  );
}
