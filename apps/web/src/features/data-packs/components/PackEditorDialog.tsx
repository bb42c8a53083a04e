import { TextField } from "@mui/material";
import { dataPackInputSchema } from "@strata/core";
import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormDialog, useMutationForm } from "../../../components/admin/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type AdminDataPack, useAdminDataPack, useDataPackWrites } from "../api/admin.ts";
import { type PickedRecord, RecordPicker } from "./RecordPicker.tsx";

/** The pack's rules; the form keeps each record's title for the picker's chips, the body drops it. */
const formSchema = dataPackInputSchema.extend({
  records: z
    .array(z.custom<PickedRecord>())
    .transform((records) => records.map(({ type, id }) => ({ type, id })))
    .pipe(dataPackInputSchema.shape.records),
});

/** Writes a pack (a draft when new): name, description, price and its records from the catalogue. */
export function PackEditorDialog({ pack, onClose }: { pack: AdminDataPack | null; onClose: () => void }) {
  const writes = useDataPackWrites();
  const detail = useAdminDataPack(pack?.id ?? null);
  const { form, errors, dialogProps } = useMutationForm({
    schema: formSchema,
    defaultValues: {
      name: pack?.name ?? "",
      description: pack?.description ?? "",
      credits: pack?.credits ?? 0,
      records: [],
    },
    onSubmit: async (body) => {
      if (pack) await writes.update.mutateAsync({ id: pack.id, body });
      else await writes.create.mutateAsync(body);
      toast.success(pack ? "Data pack saved." : "Draft saved. Publish it when it is ready.");
      onClose();
    },
  });
  const loaded = detail.data;
  useEffect(() => {
    if (loaded)
      form.setValue(
        "records",
        loaded.records.map(({ type, id, title }) => ({ type, id, title })),
      );
  }, [loaded, form]);
  return (
    <FormDialog
      open
      title={pack ? `Edit ${pack.name}` : "New data pack"}
      submitLabel={pack ? "Save" : "Save draft"}
      onClose={onClose}
      {...dialogProps}
    >
      <TextField
        label="Name"
        required
        autoFocus
        {...form.register("name")}
        error={Boolean(errors.name)}
        helperText={errors.name?.message ?? "Unique; customers see it on the pack's card."}
      />
      <TextField
        label="Description"
        multiline
        minRows={2}
        {...form.register("description")}
        error={Boolean(errors.description)}
        helperText={errors.description?.message}
      />
      <TextField
        label="Price in credits"
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
        {...form.register("credits", { valueAsNumber: true })}
        error={Boolean(errors.credits)}
        helperText={errors.credits?.message ?? "What taking the pack costs, whatever the plan (0: free)."}
      />
      <Controller
        control={form.control}
        name="records"
        render={({ field }) => (
          <RecordPicker
            value={field.value}
            onChange={field.onChange}
            error={errors.records?.message ?? errors.records?.root?.message}
          />
        )}
      />
    </FormDialog>
  );
}
