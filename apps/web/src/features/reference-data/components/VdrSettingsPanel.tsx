import { Alert, Button, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from "@mui/material";
import { type VdrSettings, vdrSettingsInputSchema } from "@strata/core";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { useMutationForm } from "../../../components/admin/index.ts";
import { FormError } from "../../../components/FormError.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useVdrSettings } from "../api/get-vdr-settings.ts";
import { useUpdateVdrSettings } from "../api/update-vdr-settings.ts";

// The text fields hold strings; each is read, then checked by the shared schema's rule.
const formSchema = z.object({
  enabled: vdrSettingsInputSchema.shape.enabled,
  accessDays: z.coerce.number("Enter a number of days").pipe(vdrSettingsInputSchema.shape.accessDays),
  contactEmail: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(vdrSettingsInputSchema.shape.contactEmail),
});

function VdrForm({
  organisationId,
  settings,
  canEdit,
}: {
  organisationId: string;
  settings: VdrSettings;
  canEdit: boolean;
}) {
  const save = useUpdateVdrSettings(organisationId);
  const { form, errors, error, submit, submitting } = useMutationForm({
    schema: formSchema,
    defaultValues: {
      enabled: settings.enabled,
      accessDays: String(settings.accessDays),
      contactEmail: settings.contactEmail ?? "",
    },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      toast.success("VDR settings saved.", { toastId: "reference-data" });
    },
  });
  const readOnly = { input: { readOnly: !canEdit } };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="VDR settings">
      {!settings.customised ? (
        <Alert severity="info">Not saved yet: these are the configuration's defaults.</Alert>
      ) : null}
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                disabled={!canEdit}
                onChange={(e) => field.onChange(e.target.checked)}
              />
            }
            label="Virtual data room enabled"
          />
        )}
      />
      <TextField
        label="Access days"
        type="number"
        slotProps={readOnly}
        {...form.register("accessDays")}
        error={Boolean(errors.accessDays)}
        helperText={
          errors.accessDays?.message ?? `Continuous days of access (default ${settings.defaults.accessDays}).`
        }
      />
      <TextField
        label="Contact e-mail"
        type="email"
        slotProps={readOnly}
        {...form.register("contactEmail")}
        error={Boolean(errors.contactEmail)}
        helperText={
          errors.contactEmail?.message ??
          `Default: ${settings.defaults.contactEmail ?? "not set in the configuration"}.`
        }
      />
      <FormError message={error} />
      {canEdit ? (
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={submitting}>
            Save VDR settings
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** An organisation's VDR settings: MBR admins change them, other staff read them. */
export function VdrSettingsPanel({ organisationId, canEdit }: { organisationId: string; canEdit: boolean }) {
  const settings = useVdrSettings(organisationId);
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        VDR settings
      </Typography>
      {settings.isPending ? <PageLoader /> : null}
      {settings.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(settings.error)}
        </Alert>
      ) : null}
      {settings.data ? (
        <VdrForm organisationId={organisationId} settings={settings.data} canEdit={canEdit} />
      ) : null}
    </Paper>
  );
}
