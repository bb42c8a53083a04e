import { zodResolver } from "@hookform/resolvers/zod";
import { MenuItem, TextField } from "@mui/material";
import { CATALOG_REGISTRY, CATALOG_TYPES, type Tag, taggedRecordInputSchema } from "@strata/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog, useServerFieldErrors } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useTagWrites } from "../api/tags.ts";

type Values = z.input<typeof taggedRecordInputSchema>;
type Output = z.output<typeof taggedRecordInputSchema>;

/** Puts a tag on a record named by its category and id (for staff who do not open the catalogue). */
export function TagRecordDialog({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const { tagRecord } = useTagWrites();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(taggedRecordInputSchema),
    defaultValues: { sdcType: CATALOG_TYPES[0], recordId: "" },
  });
  const onServerError = useServerFieldErrors(form.setError, ["sdcType", "recordId"]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (record) => {
    setError(null);
    try {
      const tagged = await tagRecord.mutateAsync({ tagId: tag.id, record });
      toast.success(`${tagged.title} tagged ${tag.name}.`);
      onClose();
    } catch (err) {
      setError(onServerError(err));
    }
  });
  return (
    <FormDialog
      open
      title={`Tag a record with ${tag.name}`}
      submitLabel="Tag record"
      submitting={form.formState.isSubmitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
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
