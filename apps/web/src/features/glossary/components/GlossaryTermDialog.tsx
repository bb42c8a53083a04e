import { TextField } from "@mui/material";
import { type GlossaryTerm, glossaryTermInputSchema } from "@strata/core";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useGlossaryWrites } from "../api/glossary.ts";

/** Adds a term or edits one: the term, its definition and an optional category. */
export function GlossaryTermDialog({ term, onClose }: { term: GlossaryTerm | null; onClose: () => void }) {
  const { save } = useGlossaryWrites();
  const { form, errors, dialogProps } = useMutationForm({
    schema: glossaryTermInputSchema,
    defaultValues: {
      term: term?.term ?? "",
      definition: term?.definition ?? "",
      category: term?.category ?? "",
    },
    onSubmit: async (body) => {
      const saved = await save.mutateAsync({ id: term?.id, body });
      toast.success(`${saved.term} saved.`);
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={term ? "Edit term" : "Add term"}
      submitLabel="Save"
      onClose={onClose}
      {...dialogProps}
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
