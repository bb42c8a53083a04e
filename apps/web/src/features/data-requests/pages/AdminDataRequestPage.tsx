import { Alert, Box, Button, Link, Paper, Stack, Typography } from "@mui/material";
import { declineDataRequestBodySchema } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { ConfirmButton, NoteDialog } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useAppAbility, useCurrentUser } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useAdminRequest, useAssign, useDecline, useDeliver, useUnassign } from "../api/admin-requests.ts";
import { AssignDialog } from "../components/AssignDialog.tsx";
import { DataRequestStatusChip } from "../components/DataRequestStatusChip.tsx";
import { DeliveryFiles } from "../components/DeliveryFiles.tsx";
import { formatDate } from "../components/format.ts";
import { RequestFacts } from "../components/RequestFacts.tsx";
import { RequestHistory } from "../components/RequestHistory.tsx";

/** One request as data staff work on it: assign, upload the files, deliver or decline. */
export function AdminDataRequestPage() {
  const { id = "" } = useParams();
  const request = useAdminRequest(id);
  const ability = useAppAbility();
  const me = useCurrentUser();
  const assign = useAssign();
  const unassign = useUnassign();
  const decline = useDecline();
  const deliver = useDeliver();
  const [assigning, setAssigning] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  if (request.isPending) return <PageLoader />;
  if (request.isError) return <Alert severity="error">{errorMessage(request.error)}</Alert>;
  const r = request.data;
  const myId = me.user?.id ?? null;
  const can = (action: (typeof r.allowedActions)[number]) => r.allowedActions.includes(action);
  const open = r.status === "submitted" || r.status === "assigned";
  const run = async (call: () => Promise<unknown>) => {
    setActionError(null);
    try {
      await call();
    } catch (err) {
      setActionError(errorMessage(err));
    }
  };
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/admin/data-requests">
          ← Data requests
        </Link>
      </Box>
      <PageHeader
        title={r.title}
        subtitle={<DataRequestStatusChip status={r.status} />}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            {can("assign") && myId && r.assignee?.id !== myId ? (
              <Button
                variant="contained"
                onClick={() => run(() => assign.mutateAsync({ id: r.id, assigneeId: myId }))}
                disabled={assign.isPending}
              >
                Assign to me
              </Button>
            ) : null}
            {can("assign") ? <Button onClick={() => setAssigning(true)}>Assign to…</Button> : null}
            {can("unassign") ? (
              <ConfirmButton
                label="Unassign"
                color="warning"
                title="Hand this request back?"
                text="Nobody will hold it; it waits for a data staff member again. Uploaded files stay."
                onConfirm={() => unassign.mutateAsync(r.id)}
              />
            ) : null}
            {can("decline") ? (
              <Button color="error" onClick={() => setDeclining(true)}>
                Decline
              </Button>
            ) : null}
            {r.status === "assigned" && ability.can("manage", "DataDelivery") ? (
              <ConfirmButton
                label="Deliver"
                title="Deliver this request?"
                text={`The ${r.files.length} uploaded file${r.files.length === 1 ? "" : "s"} become a download package for ${r.requester.name}, free of credits, and they are told by e-mail. Files cannot be changed afterwards.`}
                disabled={!can("deliver")}
                onConfirm={() => deliver.mutateAsync(r.id)}
              />
            ) : null}
          </Stack>
        }
      />
      {actionError ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {actionError}
        </Alert>
      ) : null}
      {r.status === "delivered" ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Delivered {formatDate(r.deliveredAt)} to {r.requester.name}'s download manager.
        </Alert>
      ) : null}
      <RequestFacts request={r} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          Files to deliver
        </Typography>
        <DeliveryFiles request={r} editable={open && ability.can("manage", "DataDelivery")} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          History
        </Typography>
        <RequestHistory events={r.history} />
      </Paper>
      {assigning ? (
        <AssignDialog
          currentId={r.assignee?.id ?? null}
          onAssign={(assigneeId) => assign.mutateAsync({ id: r.id, assigneeId })}
          onClose={() => setAssigning(false)}
        />
      ) : null}
      <NoteDialog
        open={declining}
        title="Decline this request?"
        label="Reason"
        helperText="The customer reads it on the request and in the e-mail we send."
        submitLabel="Decline"
        destructive
        field={declineDataRequestBodySchema.shape.reason}
        onSubmit={(reason) => decline.mutateAsync({ id: r.id, reason })}
        onClose={() => setDeclining(false)}
      />
    </>
  );
}

export { AdminDataRequestPage as Component };
