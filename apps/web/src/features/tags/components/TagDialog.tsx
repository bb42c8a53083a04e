import { TextField } from "@mui/material";
import { type Tag, tagInputSchema } from "@strata/core";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useTagWrites } from "../api/tags.ts";

/** Adds a tag or renames one. */
export function TagDialog({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const { save } = useTagWrites();
  const { form, errors, dialogProps } = useMutationForm({
    schema: tagInputSchema,
    defaultValues: { name: tag?.name ?? "", description: tag?.description ?? "" },
    onSubmit: async (body) => {
      const saved = await save.mutateAsync({ id: tag?.id, body });
      toast.success(`Tag ${saved.name} saved.`);
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={tag ? "Edit tag" : "Add tag"}
      submitLabel="Save"
      onClose={onClose}
      {...dialogProps}
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
