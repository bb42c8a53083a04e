import { Card, CardContent, Link, Stack, Typography } from "@mui/material";
import { type MySubscription, type Subscription, tierDisplayGroup, tierLabel } from "@strata/core";
import { StatusChip } from "../../../components/admin/index.ts";
import { ADD_ON_LABELS } from "../../registration/components/labels.ts";

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-MY", { dateStyle: "medium" }) : "—";

/** Shows a tier by its display group (section 3), with the tier's own name when it differs. */
export function planName(tier: Subscription["planType"]): string {
  const group = tierDisplayGroup(tier);
  const label = tierLabel(tier);
  return group === label ? group : `${group} (${label})`;
}

/** The organisation's subscription: plan, status, period, days left, add-ons and its data room. */
export function SubscriptionCard({ subscription }: { subscription: Subscription | MySubscription }) {
  const dataRoom = "dataRoom" in subscription ? subscription.dataRoom : null;
  const { daysLeft } = subscription;
  return (
    <Card variant="outlined" component="section" aria-label="Subscription">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
          <Typography variant="h6" component="h2">
            {planName(subscription.planType)}
          </Typography>
          <StatusChip status={subscription.status} />
        </Stack>
        <Typography>
          Period: {day(subscription.startsAt)} – {subscription.endsAt ? day(subscription.endsAt) : "no end"}
        </Typography>
        {daysLeft !== null ? (
          <Typography color={daysLeft <= 7 ? "warning.main" : "text.secondary"}>
            {daysLeft >= 0
              ? `${daysLeft} day${daysLeft === 1 ? "" : "s"} left`
              : `Ended ${-daysLeft} days ago`}
          </Typography>
        ) : null}
        <Typography color="text.secondary">
          Add-ons:{" "}
          {subscription.addOnsType.length
            ? subscription.addOnsType.map((addOn) => ADD_ON_LABELS[addOn]).join(", ")
            : "none"}
        </Typography>
        {dataRoom ? (
          <Typography sx={{ mt: 1 }} data-testid="data-room">
            Virtual data room: {dataRoom.accessDays} continuous days from activation.{" "}
            {dataRoom.contactEmail ? (
              <>
                To arrange your visit, write to{" "}
                <Link href={`mailto:${dataRoom.contactEmail}`}>{dataRoom.contactEmail}</Link>.
              </>
            ) : null}
          </Typography>
        ) : null}
        {subscription.pendingPlanType ? (
          <Typography color="text.secondary">
            Changes to {planName(subscription.pendingPlanType)} at the end of the period.
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
