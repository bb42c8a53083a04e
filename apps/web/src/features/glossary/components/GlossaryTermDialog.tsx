import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@mui/material";
import { type GlossaryTerm, glossaryTermInputSchema } from "@strata/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useGlossaryWrites } from "../api/glossary.ts";

type Values = z.input<typeof glossaryTermInputSchema>;
type Output = z.output<typeof glossaryTermInputSchema>;

/** Adds a term or edits one: the term, its definition and an optional category. */
export function GlossaryTermDialog({ term, onClose }: { term: GlossaryTerm | null; onClose: () => void }) {
  const { save } = useGlossaryWrites();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(glossaryTermInputSchema),
    defaultValues: {
      term: term?.term ?? "",
      definition: term?.definition ?? "",
      category: term?.category ?? "",
    },
  });
  const onServerError = useServerFieldErrors(form.setError, ["term", "definition", "category"]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ id: term?.id, body });
      toast.success(`${saved.term} saved.`);
      onClose();
    } catch (err) {
      setError(onServerError(err));
    }
  });
  return (
    <FormDialog
      open
      title={term ? "Edit term" : "Add term"}
      submitLabel="Save"
      submitting={form.formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Term"
        required
        autoFocus
        {...form.register("term")}
        error={Boolean(errors.term)}
        helperText={errors.term?.message}
      />
      <TextField
        label="Definition"
        required
        multiline
        minRows={3}
        {...form.register("definition")}
        error={Boolean(errors.definition)}
        helperText={errors.definition?.message}
      />
      <TextField
        label="Category"
        {...form.register("category")}
        error={Boolean(errors.category)}
        helperText={errors.category?.message ?? "Optional, e.g. Seismic or Wells."}
      />
    </FormDialog>
  );
}
