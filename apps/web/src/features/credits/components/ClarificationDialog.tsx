import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@mui/material";
import { clarificationBodySchema } from "@strata/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";

/** Finance's question to the buyer (sent with the purchase back for clarification). */
export function ClarificationDialog({
  onSubmit,
  onClose,
}: {
  onSubmit(message: string): Promise<unknown>;
  onClose(): void;
}) {
  const form = useForm<{ message: string }>({
    resolver: zodResolver(clarificationBodySchema),
    defaultValues: { message: "" },
  });
  const [error, setError] = useState<string | null>(null);
  const placeErrors = useServerFieldErrors(form.setError, ["message"]);
  const submit = form.handleSubmit(async ({ message }) => {
    setError(null);
    try {
      await onSubmit(message);
      onClose();
    } catch (err) {
      setError(placeErrors(err));
    }
  });
  return (
    <FormDialog
      open
      title="Request clarification"
      submitLabel="Send to the buyer"
      submitting={form.formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="What should the buyer clarify?"
        required
        multiline
        minRows={3}
        autoFocus
        {...form.register("message")}
        error={Boolean(form.formState.errors.message)}
        helperText={form.formState.errors.message?.message ?? "The buyer sees this with their payment."}
      />
    </FormDialog>
  );
}
