import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@mui/material";
import { type Tag, tagInputSchema } from "@strata/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useTagWrites } from "../api/tags.ts";

type Values = z.input<typeof tagInputSchema>;
type Output = z.output<typeof tagInputSchema>;

/** Adds a tag or renames one. */
export function TagDialog({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const { save } = useTagWrites();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(tagInputSchema),
    defaultValues: { name: tag?.name ?? "", description: tag?.description ?? "" },
  });
  const onServerError = useServerFieldErrors(form.setError, ["name", "description"]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ id: tag?.id, body });
      toast.success(`Tag ${saved.name} saved.`);
      onClose();
    } catch (err) {
      setError(onServerError(err));
    }
  });
  return (
    <FormDialog
      open
      title={tag ? "Edit tag" : "Add tag"}
      submitLabel="Save"
      submitting={form.formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Name"
        required
        autoFocus
        {...form.register("name")}
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
      <TextField
        label="Description"
        multiline
        minRows={2}
        {...form.register("description")}
        error={Boolean(errors.description)}
        helperText={errors.description?.message ?? "Optional: what the tag means."}
      />
    </FormDialog>
  );
}
