import { Card, CardContent, Link, Stack, Typography } from "@mui/material";
import {
  addOnsText,
  daysLeftText,
  formatDate,
  type MySubscription,
  planName,
  type Subscription,
} from "@strata/core";
import { StatusChip } from "../../../components/admin/index.ts";

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
          Period: {formatDate(subscription.startsAt)} –{" "}
          {subscription.endsAt ? formatDate(subscription.endsAt) : "no end"}
        </Typography>
        {daysLeft !== null ? (
          <Typography color={daysLeft <= 7 ? "warning.main" : "text.secondary"}>
            {daysLeftText(daysLeft)}
          </Typography>
        ) : null}
        <Typography color="text.secondary">Add-ons: {addOnsText(subscription.addOnsType)}</Typography>
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
