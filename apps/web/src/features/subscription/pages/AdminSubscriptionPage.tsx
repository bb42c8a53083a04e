import {
  Alert,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { calendarDay, isCalendarDay } from "@strata/core";
import { useState } from "react";
import { useParams } from "react-router";
import { AuditTimeline, ConfirmButton, StatusChip } from "../../../components/admin/index.ts";
import { DateField } from "../../../components/DateField.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { SubscriptionCreditsPanel } from "../../credits/index.ts";
import { SubscriptionStudyDocumentsPanel } from "../../study-documents/index.ts";
import { useChangeSubscriptionStatus } from "../api/change-subscription-status.ts";
import { useSubscription } from "../api/get-subscription.ts";
import { useSubscriptionUserAction } from "../api/subscription-user-action.ts";
import { useUpdateSubscription } from "../api/update-subscription.ts";
import { SubscriptionCard } from "../components/SubscriptionCard.tsx";

/**
 * One subscription for staff: admin edits, names, suspends, reactivates and revokes it and acts on
 * its users; LOA, finance and MBR admin read it (section 6 "view subscriptions").
 */
export function AdminSubscriptionPage() {
  const { id = "" } = useParams();
  const ability = useAppAbility();
  const canManage = ability.can("manage", "Subscription");
  const canSeeCredits = canManage || ability.can("view", "CreditPurchase");
  const detail = useSubscription(id);
  const status = useChangeSubscriptionStatus(id);
  const update = useUpdateSubscription(id);
  const userAction = useSubscriptionUserAction();
  const [alias, setAlias] = useState<string | null>(null);
  const [endsAt, setEndsAt] = useState<string | null>(null);
  const s = detail.data;
  const failed = status.error ?? update.error ?? userAction.error;
  return (
    <>
      <PageHeader title={s ? s.organisationName : "Subscription"} subtitle={s?.alias ?? undefined} />
      {detail.isLoading ? <LinearProgress aria-label="Loading subscription" /> : null}
      {detail.isError ? <Alert severity="error">{errorMessage(detail.error)}</Alert> : null}
      {failed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(failed)}
        </Alert>
      ) : null}
      {s ? (
        <Stack spacing={3}>
          <SubscriptionCard subscription={s} />
          {canManage ? (
            <Stack direction="row" spacing={1}>
              {s.status === "suspended" || s.status === "unallocated" ? (
                <ConfirmButton
                  label={s.status === "suspended" ? "Reactivate" : "Allocate"}
                  title="Give access back?"
                  text="The organisation's users can sign in again."
                  onConfirm={() => status.mutateAsync("activate")}
                />
              ) : null}
              {s.status !== "suspended" && s.status !== "revoked" ? (
                <ConfirmButton
                  label="Suspend"
                  color="warning"
                  title="Suspend this subscription?"
                  text="Every user of the organisation is signed out at once and cannot sign in until it is reactivated."
                  onConfirm={() => status.mutateAsync("suspend")}
                />
              ) : null}
              {s.status !== "revoked" ? (
                <ConfirmButton
                  label="Revoke"
                  color="error"
                  title="Revoke this subscription?"
                  text="Access is withdrawn for good and every user is signed out at once. This cannot be undone."
                  onConfirm={() => status.mutateAsync("revoke")}
                />
              ) : null}
            </Stack>
          ) : null}
          {canManage ? (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                Edit
              </Typography>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
                <TextField
                  label="Alias"
                  value={alias ?? s.alias ?? ""}
                  onChange={(e) => setAlias(e.target.value)}
                />
                <Button onClick={() => update.mutate({ alias: alias || null })} disabled={alias === null}>
                  Save alias
                </Button>
                <DateField
                  label="Period ends"
                  value={endsAt ?? (s.endsAt ? calendarDay(s.endsAt) : "")}
                  onChange={(e) => setEndsAt(e.target.value)}
                  disabled={s.status === "revoked"}
                />
                <Button
                  onClick={() => update.mutate({ endsAt: endsAt ? `${endsAt}T00:00:00.000Z` : null })}
                  disabled={
                    endsAt === null || (endsAt !== "" && !isCalendarDay(endsAt)) || s.status === "revoked"
                  }
                >
                  Save end
                </Button>
              </Stack>
            </Paper>
          ) : null}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Users
            </Typography>
            <Table size="small" aria-label="Subscription users">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Status</TableCell>
                  {canManage ? <TableCell>Actions</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {s.users.map((u) => (
                  <TableRow key={u.id}>
                    <TableCell>
                      {u.name} {u.isPrimary ? <Chip label="Primary" size="small" /> : null}
                    </TableCell>
                    <TableCell>{u.email}</TableCell>
                    <TableCell>
                      <StatusChip status={u.status} />
                    </TableCell>
                    {canManage ? (
                      <TableCell>
                        {u.status === "active" ? (
                          <ConfirmButton
                            label="Suspend"
                            color="warning"
                            title={`Suspend ${u.name}?`}
                            text="They are signed out at once."
                            onConfirm={() => userAction.mutateAsync({ userId: u.id, action: "suspend" })}
                          />
                        ) : null}
                        {u.status === "suspended" ? (
                          <ConfirmButton
                            label="Reactivate"
                            title={`Reactivate ${u.name}?`}
                            text="They can sign in again."
                            onConfirm={() => userAction.mutateAsync({ userId: u.id, action: "reactivate" })}
                          />
                        ) : null}
                        {u.status === "invited" ? (
                          <ConfirmButton
                            label="Resend invitation"
                            title={`Resend the invitation to ${u.name}?`}
                            text="A new link is e-mailed."
                            onConfirm={() => userAction.mutateAsync({ userId: u.id, action: "invitation" })}
                          />
                        ) : null}
                        {!u.isPrimary ? (
                          <ConfirmButton
                            label="Remove"
                            color="error"
                            title={`Remove ${u.name}?`}
                            text="They lose access for good."
                            onConfirm={() => userAction.mutateAsync({ userId: u.id, action: "remove" })}
                          />
                        ) : null}
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          {canSeeCredits ? <SubscriptionCreditsPanel subscriptionId={s.id} /> : null}
          <SubscriptionStudyDocumentsPanel subscriptionId={s.id} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              History
            </Typography>
            <AuditTimeline events={s.timeline} emptyText="No changes recorded yet." />
          </Paper>
        </Stack>
      ) : null}
    </>
  );
}

export { AdminSubscriptionPage as Component };
