import { Alert, Box, Button, Link, Paper, Stack, Typography } from "@mui/material";
import { Link as RouterLink, useParams } from "react-router";
import { ConfirmButton } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useCancelRequest, useMyRequest } from "../api/my-requests.ts";
import { DataRequestStatusChip } from "../components/DataRequestStatusChip.tsx";
import { formatDate } from "../components/format.ts";
import { RequestFacts } from "../components/RequestFacts.tsx";
import { RequestHistory } from "../components/RequestHistory.tsx";

/** One of the customer's requests: what was asked, its history, cancel, and the delivered package. */
export function DataRequestPage() {
  const { id = "" } = useParams();
  const request = useMyRequest(id);
  const cancel = useCancelRequest();
  if (request.isPending) return <PageLoader />;
  if (request.isError) return <Alert severity="error">{errorMessage(request.error)}</Alert>;
  const r = request.data;
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/data-requests">
          ← Data requests
        </Link>
      </Box>
      <PageHeader
        title={r.title}
        subtitle={<DataRequestStatusChip status={r.status} />}
        actions={
          <Stack direction="row" spacing={1}>
            {r.allowedActions.includes("cancel") ? (
              <ConfirmButton
                label="Cancel request"
                color="error"
                title="Cancel this data request?"
                text="Our data team stops working on it. This cannot be undone; file a new request if you need the data later."
                onConfirm={() => cancel.mutateAsync(r.id)}
              />
            ) : null}
            {r.status === "delivered" && r.packageId && r.requestedByYou ? (
              <Button variant="contained" component={RouterLink} to={`/downloads/${r.packageId}`}>
                Open the delivered package
              </Button>
            ) : null}
          </Stack>
        }
      />
      {r.status === "delivered" ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Delivered {formatDate(r.deliveredAt)}
          {r.requestedByYou
            ? ": the files wait in your download manager. Delivered data costs no credits."
            : ` to ${r.requester.name}, in their download manager.`}
        </Alert>
      ) : null}
      <RequestFacts request={r} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          History
        </Typography>
        <RequestHistory events={r.history} />
      </Paper>
    </>
  );
}

export { DataRequestPage as Component };
