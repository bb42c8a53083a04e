import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "./FormDialog.tsx";
import { useServerFieldErrors } from "./server-field-errors.ts";

/**
 * A dialog asking for one text someone will read: a rejection's or a cancellation's reason, a
 * clarification's question. The dialog is also the confirmation. `field` is the shared body
 * schema's rule for the text (its `reason` or `message`).
 */
export function NoteDialog({
  open,
  title,
  label,
  helperText,
  submitLabel,
  destructive,
  field,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  helperText: string;
  submitLabel: string;
  destructive?: boolean;
  field: z.ZodType<string, string>;
  onSubmit(text: string): Promise<unknown>;
  onClose(): void;
}) {
  const schema = z.object({ note: field });
  const form = useForm<{ note: string }>({ resolver: zodResolver(schema), defaultValues: { note: "" } });
  const [error, setError] = useState<string | null>(null);
  const placeErrors = useServerFieldErrors(form.setError, ["note"]);
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async ({ note }) => {
    setError(null);
    try {
      await onSubmit(note);
      close();
    } catch (err) {
      // The server names `body.reason` / `body.message`; the form calls it `note`.
      setError(placeErrors(err));
    }
  });
  const noteError = form.formState.errors.note?.message;
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
        label={label}
        required
        multiline
        minRows={3}
        autoFocus
        {...form.register("note")}
        error={Boolean(noteError)}
        helperText={noteError ?? helperText}
      />
    </FormDialog>
  );
}
