import { TextField } from "@mui/material";
import { curatedPackageBodySchema, curatedRecordSchema } from "@strata/core";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type CuratedPackageDetail, useCuratedWrites } from "../api/curated-packages.ts";
import { RecordPicker } from "./RecordPicker.tsx";

/** The body's rules, with each record's title kept for the picker's chips. */
const formSchema = curatedPackageBodySchema.extend({
  records: z.array(curatedRecordSchema).min(1, "Choose at least one record"),
});

/** Creates a curated package or edits one: its name, description and records. */
export function CuratedPackageDialog({
  curated,
  onClose,
  onSaved,
}: {
  curated: CuratedPackageDetail | null;
  onClose(): void;
  onSaved?(saved: CuratedPackageDetail): void;
}) {
  const { save } = useCuratedWrites();
  const { form, errors, dialogProps } = useMutationForm({
    schema: formSchema,
    defaultValues: {
      name: curated?.name ?? "",
      description: curated?.description ?? "",
      records: curated?.records ?? [],
    },
    onSubmit: async (body) => {
      const records = body.records.map(({ type, id }) => ({ type, id }));
      const saved = await save.mutateAsync({ id: curated?.id, body: { ...body, records } });
      toast.success(`Curated package ${saved.name} saved.`);
      onSaved?.(saved);
      onClose();
    },
  });
  return (
    <FormDialog
      open
      title={curated ? "Edit curated package" : "New curated package"}
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
        helperText={errors.description?.message ?? "What it holds and why, as its users will read it."}
      />
      <Controller
        control={form.control}
        name="records"
        render={({ field }) => (
          <RecordPicker
            value={field.value}
            onChange={field.onChange}
            error={Boolean(errors.records)}
            helperText={errors.records?.message}
          />
        )}
      />
    </FormDialog>
  );
}
