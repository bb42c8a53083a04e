import { MenuItem, TextField } from "@mui/material";
import { CATALOG_REGISTRY, CATALOG_TYPES, type Tag, taggedRecordInputSchema } from "@strata/core";
import { Controller } from "react-hook-form";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useTagWrites } from "../api/tags.ts";

/** Puts a tag on a record named by its category and id (for staff who do not open the catalogue). */
export function TagRecordDialog({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const { tagRecord } = useTagWrites();
  const { form, errors, dialogProps } = useMutationForm({
    schema: taggedRecordInputSchema,
    defaultValues: { sdcType: CATALOG_TYPES[0], recordId: "" },
    onSubmit: async (record) => {
      const tagged = await tagRecord.mutateAsync({ tagId: tag.id, record });
      toast.success(`${tagged.title} tagged ${tag.name}.`);
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={`Tag a record with ${tag.name}`}
      submitLabel="Tag record"
      onClose={onClose}
      {...dialogProps}
    >
      <Controller
        control={form.control}
        name="sdcType"
        render={({ field }) => (
          <TextField select label="Category" required {...field} error={Boolean(errors.sdcType)}>
            {CATALOG_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {CATALOG_REGISTRY[type].displayName}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label="Record id"
        required
        autoFocus
        {...form.register("recordId")}
        error={Boolean(errors.recordId)}
        helperText={errors.recordId?.message ?? "As the catalogue shows it, e.g. S2D-0000005."}
      />
    </FormDialog>
  );
}
