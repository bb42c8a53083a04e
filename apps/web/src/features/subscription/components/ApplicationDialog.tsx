import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import {
  APPLICATION_KIND_LABELS,
  type ApplicationAction,
  planName,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  type Upload,
} from "@strata/core";
import { type ChangeEvent, useState } from "react";
import { AuditTimeline, ConfirmDialog, StatusChip } from "../../../components/admin/index.ts";
import { ApplicationInvoiceNotice } from "../../../components/billing/ApplicationInvoiceNotice.tsx";
import { PriceBreakdown } from "../../../components/billing/PriceBreakdown.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useMyApplication } from "../api/get-my-application.ts";
import { useSubmitMyApplication } from "../api/submit-my-application.ts";
import { useUploadApplicationDocument } from "../api/upload-application-document.ts";
import { useWithdrawMyApplication } from "../api/withdraw-my-application.ts";

const ACTION_LABELS: Partial<Record<ApplicationAction, string>> = {
  submit: "Submit",
  "answer-clarification": "Send answer",
  resubmit: "Reopen to resubmit",
  cancel: "Cancel application",
  "request-cancellation": "Ask to cancel",
};

const WITHDRAW: ApplicationAction[] = ["cancel", "request-cancellation"];

/** "registrationNumber" → "Registration number", for the changes an amendment asks. */
const fieldLabel = (key: string) =>
  key
    .replace(/([A-Z])/g, " $1")
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c) => ` ${c.toLowerCase()}`);

/** One application: what it asks, its timeline, and the actions the server allows this user. */
export function ApplicationDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useMyApplication(id);
  const submit = useSubmitMyApplication();
  const withdraw = useWithdrawMyApplication();
  const upload = useUploadApplicationDocument(id ?? "");
  const [message, setMessage] = useState("");
  const [attached, setAttached] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<ApplicationAction | null>(null);
  const app = detail.data;
  // Finance's questions are about the payment: they are answered on the invoice's payment page.
  const allowed = (app?.allowedActions ?? []).filter(
    (action) => !(action === "answer-clarification" && app?.status === "pending_finance_clarification"),
  );
  const answering = allowed.includes("answer-clarification");

  const close = () => {
    setMessage("");
    setAttached([]);
    setProblem(null);
    onClose();
  };
  const send = () => {
    if (!app) return;
    const body = { ...(message ? { message } : {}), uploadIds: attached.map((u) => u.id) };
    submit.mutate(
      { id: app.id, body },
      {
        onSuccess: () => {
          setMessage("");
          setAttached([]);
          void detail.refetch();
        },
      },
    );
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(`${file.name} is larger than 10 MB.`);
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (created) => setAttached((list) => [...list, created]),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  const failed = submit.error ?? withdraw.error;
  const details = app?.details ? Object.entries(app.details) : [];
  return (
    <Dialog open={id !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="application-title">
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
              {planName(app.planType)}
              {app.duration ? ` · ${app.duration.value} ${app.duration.unit}` : ""}
            </Typography>
            <PriceBreakdown price={app.price} align="start" />
            <ApplicationInvoiceNotice applicationId={app.id} status={app.status} />
            {details.length ? (
              <List dense aria-label="Changes asked">
                {details.map(([key, value]) => (
                  <ListItem key={key} disableGutters>
                    <ListItemText primary={fieldLabel(key)} secondary={String(value ?? "—")} />
                  </ListItem>
                ))}
              </List>
            ) : null}
            {answering ? (
              <Stack spacing={1}>
                <TextField
                  label="Your answer"
                  multiline
                  minRows={3}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                />
                <Button component="label" variant="outlined" disabled={upload.isPending}>
                  {upload.isPending ? "Uploading…" : "Attach a document"}
                  <input
                    hidden
                    type="file"
                    accept={UPLOAD_ACCEPT}
                    onChange={pick}
                    aria-label="Document file"
                  />
                </Button>
                {attached.length ? (
                  <List dense aria-label="Documents for this answer">
                    {attached.map((u) => (
                      <ListItem key={u.id} disableGutters>
                        <ListItemText primary={u.fileName} />
                      </ListItem>
                    ))}
                  </List>
                ) : null}
                {problem ? <Alert severity="error">{problem}</Alert> : null}
              </Stack>
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
              color={WITHDRAW.includes(action) ? "error" : "primary"}
              onClick={() => (WITHDRAW.includes(action) ? setWithdrawing(action) : send())}
              disabled={submit.isPending || withdraw.isPending || upload.isPending}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        <Button onClick={close}>Close</Button>
      </DialogActions>
      <ConfirmDialog
        open={withdrawing !== null}
        title={withdrawing === "cancel" ? "Cancel this application?" : "Ask to cancel this application?"}
        message={
          withdrawing === "cancel"
            ? "The draft is withdrawn at once and cannot be submitted again."
            : "Staff will be asked to cancel it; until they do, it stays where it is."
        }
        confirmLabel={withdrawing === "cancel" ? "Cancel application" : "Ask to cancel"}
        destructive
        onConfirm={() => withdraw.mutateAsync(app?.id ?? "").then(() => detail.refetch())}
        onClose={() => setWithdrawing(null)}
      />
    </Dialog>
  );
}
