import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";

/** A dialog asking for one text the payer will read: a rejection's reason or finance's question. */
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
