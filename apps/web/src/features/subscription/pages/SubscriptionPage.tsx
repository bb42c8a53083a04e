import { Alert, LinearProgress, Stack } from "@mui/material";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Can, useCurrentUser } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useMySubscription } from "../api/get-my-subscription.ts";
import { ApplyForm } from "../components/ApplyForm.tsx";
import { MyApplications } from "../components/MyApplications.tsx";
import { SubscriptionCard } from "../components/SubscriptionCard.tsx";

/** The customer's subscription: where an expired (or not yet active) user is sent to renew. */
export function SubscriptionPage() {
  const { user } = useCurrentUser();
  const subscription = useMySubscription();
  const expired = subscription.data && subscription.data.status !== "active";
  return (
    <>
      <PageHeader title="Subscription" subtitle={user?.organisation?.name} />
      {subscription.isLoading ? <LinearProgress aria-label="Loading subscription" /> : null}
      {subscription.isError ? <Alert severity="error">{errorMessage(subscription.error)}</Alert> : null}
      {subscription.data ? (
        <Stack spacing={3}>
          {expired || user?.isExpired ? (
            <Alert severity="warning" role="alert">
              {subscription.data.status === "inactive"
                ? "Your subscription is not active yet. Its application is being processed; you can follow it below."
                : "Your subscription has expired. Apply for a renewal below to continue using Strata."}
            </Alert>
          ) : null}
          <SubscriptionCard subscription={subscription.data} />
          {user?.isPrimary ? (
            <ApplyForm subscription={subscription.data} />
          ) : (
            <Alert severity="info">Your organisation's primary user applies for renewals and changes.</Alert>
          )}
          <Can I="view" a="Subscription">
            <MyApplications />
          </Can>
        </Stack>
      ) : null}
    </>
  );
}

export { SubscriptionPage as Component };
