import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { APPLICATION_KIND_LABELS, type ApplicationAction, formatMyr } from "@strata/core";
import { useState } from "react";
import { AuditTimeline, StatusChip } from "../../../components/admin/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useMyApplication } from "../api/get-my-application.ts";
import { useMyApplications } from "../api/get-my-applications.ts";
import { useSubmitMyApplication } from "../api/submit-my-application.ts";
import { useWithdrawMyApplication } from "../api/withdraw-my-application.ts";
import { planName } from "./SubscriptionCard.tsx";

/** The organisation's applications with their status; a row opens its detail and timeline. */
export function MyApplications() {
  const [page] = useState(1);
  const list = useMyApplications(page, 20);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="applications-title" sx={{ p: 2 }}>
      <Typography id="applications-title" variant="h6" component="h2" gutterBottom>
        Applications
      </Typography>
      {list.isFetching ? <LinearProgress aria-label="Loading applications" /> : null}
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      <Table size="small" aria-label="Applications">
        <TableHead>
          <TableRow>
            <TableCell>Kind</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell>Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {list.data?.result.map((app) => (
            <TableRow key={app.id} hover>
              <TableCell>{APPLICATION_KIND_LABELS[app.kind]}</TableCell>
              <TableCell>{planName(app.planType)}</TableCell>
              <TableCell>{formatMyr(app.amount.amountSen)}</TableCell>
              <TableCell>
                <StatusChip status={app.status} />
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => setOpen(app.id)}>
                  Details
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {list.isSuccess && list.data.result.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>
                <Typography color="text.secondary">No applications yet.</Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <ApplicationDialog id={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}

const ACTION_LABELS: Partial<Record<ApplicationAction, string>> = {
  submit: "Submit",
  "answer-clarification": "Send answer",
  resubmit: "Reopen to resubmit",
  cancel: "Cancel application",
  "request-cancellation": "Ask to cancel",
};

/** One application: what it asks, its timeline, and the actions the server allows this user. */
function ApplicationDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useMyApplication(id);
  const submit = useSubmitMyApplication();
  const withdraw = useWithdrawMyApplication();
  const [message, setMessage] = useState("");
  const [confirming, setConfirming] = useState(false);
  const app = detail.data;
  const allowed = app?.allowedActions ?? [];
  const answering = allowed.includes("answer-clarification");
  const act = (action: ApplicationAction) => {
    if (!app) return;
    if (action === "cancel" || action === "request-cancellation") {
      if (!confirming) return setConfirming(true);
      setConfirming(false);
      withdraw.mutate(app.id, { onSuccess: () => detail.refetch() });
      return;
    }
    submit.mutate({ id: app.id, body: message ? { message } : {} }, { onSuccess: () => detail.refetch() });
    setMessage("");
  };
  const failed = submit.error ?? withdraw.error;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="application-title">
      <DialogTitle id="application-title">
        {app ? `${APPLICATION_KIND_LABELS[app.kind]} application` : "Application"}
      </DialogTitle>
      <DialogContent>
        {detail.isLoading ? <LinearProgress aria-label="Loading application" /> : null}
        {failed ? <Alert severity="error">{errorMessage(failed)}</Alert> : null}
        {app ? (
          <Stack spacing={1}>
            <Typography>
              Status: <StatusChip status={app.status} />
            </Typography>
            <Typography>
              {planName(app.planType)} · {formatMyr(app.amount.amountSen)}
              {app.duration ? ` · ${app.duration.value} ${app.duration.unit}` : ""}
            </Typography>
            {app.details ? (
              <Typography color="text.secondary">Changes: {JSON.stringify(app.details)}</Typography>
            ) : null}
            {answering ? (
              <TextField
                label="Your answer"
                multiline
                minRows={3}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            ) : null}
            {confirming ? (
              <Alert severity="warning">Press the button again to confirm the cancellation.</Alert>
            ) : null}
            <Typography variant="subtitle2" component="h3">
              Timeline
            </Typography>
            <AuditTimeline events={app.timeline} />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        {allowed
          .filter((action) => ACTION_LABELS[action])
          .map((action) => (
            <Button
              key={action}
              color={action === "cancel" || action === "request-cancellation" ? "error" : "primary"}
              onClick={() => act(action)}
              disabled={submit.isPending || withdraw.isPending}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
