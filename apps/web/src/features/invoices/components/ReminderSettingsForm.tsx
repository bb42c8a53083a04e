import { Button, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from "@mui/material";
import { REMINDER_DAYS_MAX, type ReminderSettings } from "@strata/core";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { useMutationForm } from "../../../components/admin/index.ts";
import { FormError } from "../../../components/FormError.tsx";
import { toast } from "../../../lib/toasts/index.ts";
import { useSaveReminderSettings } from "../api/reminder-settings.ts";

const KINDS = {
  invoice_due: {
    title: "Invoice due",
    help: "Days before an unpaid invoice is due when its organisation's primary users are reminded.",
  },
  subscription_expiry: {
    title: "Subscription expiry",
    help: "Days before a subscription ends when its organisation's primary users are reminded.",
  },
} as const;

/** "7, 1" → [7, 1], checked as the server checks it (whole days, each once). */
const daysField = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(
    z
      .array(
        z
          .number("Enter whole days separated by commas")
          .int("Enter whole days")
          .min(1, "A day is 1 or more")
          .max(REMINDER_DAYS_MAX, `At most ${REMINDER_DAYS_MAX} days`),
      )
      .min(1, "Give at least one day")
      .max(10, "At most 10 days")
      .refine((days) => new Set(days).size === days.length, "Give each day once"),
  );
const formSchema = z.object({
  invoiceDueEnabled: z.boolean(),
  invoiceDueDays: daysField,
  expiryEnabled: z.boolean(),
  expiryDays: daysField,
});

/** Which reminders go out and when; read-only for those who may only view configuration. */
export function ReminderSettingsForm({
  settings,
  canEdit,
}: {
  settings: ReminderSettings;
  canEdit: boolean;
}) {
  const save = useSaveReminderSettings();
  const of = (kind: keyof typeof KINDS) =>
    settings.settings.find((s) => s.kind === kind) ?? { enabled: true, daysBefore: [] };
  const { form, errors, error, submit, submitting } = useMutationForm({
    schema: formSchema,
    defaultValues: {
      invoiceDueEnabled: of("invoice_due").enabled,
      invoiceDueDays: of("invoice_due").daysBefore.join(", "),
      expiryEnabled: of("subscription_expiry").enabled,
      expiryDays: of("subscription_expiry").daysBefore.join(", "),
    },
    // The server names `body.settings.<n>.daysBefore`: shown above the buttons.
    fields: [],
    onSubmit: async (v) => {
      const saved = await save.mutateAsync({
        settings: [
          { kind: "invoice_due", enabled: v.invoiceDueEnabled, daysBefore: v.invoiceDueDays },
          { kind: "subscription_expiry", enabled: v.expiryEnabled, daysBefore: v.expiryDays },
        ],
      });
      form.reset({
        invoiceDueEnabled: saved.settings[0].enabled,
        invoiceDueDays: saved.settings[0].daysBefore.join(", "),
        expiryEnabled: saved.settings[1].enabled,
        expiryDays: saved.settings[1].daysBefore.join(", "),
      });
      toast.success("Reminder settings saved.", { toastId: "reminder-settings" });
    },
  });
  const rows = [
    { kind: "invoice_due", enabled: "invoiceDueEnabled", days: "invoiceDueDays" },
    { kind: "subscription_expiry", enabled: "expiryEnabled", days: "expiryDays" },
  ] as const;
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Reminder settings">
        {rows.map((row) => (
          <Stack key={row.kind} spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h3">
              {KINDS[row.kind].title}
            </Typography>
            <Controller
              control={form.control}
              name={row.enabled}
              render={({ field }) => (
                <FormControlLabel
                  label="Send these reminders"
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(e) => field.onChange(e.target.checked)}
                      disabled={!canEdit}
                    />
                  }
                />
              )}
            />
            <TextField
              label="Days before"
              slotProps={{ input: { readOnly: !canEdit } }}
              {...form.register(row.days)}
              error={Boolean(errors[row.days])}
              helperText={
                errors[row.days]?.message ?? `${KINDS[row.kind].help} Separate the days with commas.`
              }
            />
          </Stack>
        ))}
        <FormError message={error} />
        {canEdit ? (
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={submitting}>
              Save reminder settings
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
