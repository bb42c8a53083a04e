import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Paper, Stack, TextField } from "@mui/material";
import { CONFIGURATION_LABELS, type ConfigurationValues, configurationValuesSchema } from "@strata/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormError } from "../../../components/FormError.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useUpdateConfigurations } from "../api/update-configurations.ts";

const shape = configurationValuesSchema.shape;

// Field names without dots (react-hook-form reads a dot as nesting); each value is checked by its
// key's shared schema after the text field's string is read.
const formSchema = z.object({
  accessDays: z.coerce.number("Enter a number of days").pipe(shape["vdr.accessDays"]),
  contactEmail: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(shape["vdr.contactEmail"]),
});
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/** The known configuration keys as one form; read-only for those who may only view them. */
export function ConfigurationForm({ values, canEdit }: { values: ConfigurationValues; canEdit: boolean }) {
  const update = useUpdateConfigurations();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      accessDays: String(values["vdr.accessDays"]),
      contactEmail: values["vdr.contactEmail"] ?? "",
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      await update.mutateAsync({
        "vdr.accessDays": v.accessDays,
        "vdr.contactEmail": v.contactEmail,
      });
      toast.success("Configuration saved.", { toastId: "reference-data" });
    } catch (err) {
      setError(errorMessage(err));
    }
  });
  const readOnly = { input: { readOnly: !canEdit } };
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <TextField
          label={CONFIGURATION_LABELS["vdr.accessDays"].label}
          type="number"
          slotProps={readOnly}
          {...form.register("accessDays")}
          error={Boolean(errors.accessDays)}
          helperText={errors.accessDays?.message ?? CONFIGURATION_LABELS["vdr.accessDays"].help}
        />
        <TextField
          label={CONFIGURATION_LABELS["vdr.contactEmail"].label}
          type="email"
          slotProps={readOnly}
          {...form.register("contactEmail")}
          error={Boolean(errors.contactEmail)}
          helperText={errors.contactEmail?.message ?? CONFIGURATION_LABELS["vdr.contactEmail"].help}
        />
        <FormError message={error} />
        {canEdit ? (
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Save configuration
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
