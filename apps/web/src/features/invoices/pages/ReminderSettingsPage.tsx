import { Alert } from "@mui/material";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useReminderSettings } from "../api/reminder-settings.ts";
import { ReminderSettingsForm } from "../components/ReminderSettingsForm.tsx";

/** E-mail reminder settings: invoice-due and subscription-expiry reminders, on or off, and when. */
export function ReminderSettingsPage() {
  const ability = useAppAbility();
  const { data, isPending, error } = useReminderSettings();
  return (
    <>
      <PageHeader
        title="E-mail reminders"
        subtitle="Reminders go out hourly to the primary users of the organisation concerned, once per day listed."
      />
      {isPending ? (
        <PageLoader />
      ) : error || !data ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : (
        <ReminderSettingsForm settings={data} canEdit={ability.can("manage", "Configuration")} />
      )}
    </>
  );
}

export { ReminderSettingsPage as Component };
