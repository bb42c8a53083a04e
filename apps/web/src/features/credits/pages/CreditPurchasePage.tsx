import {
  Alert,
  Button,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { clarificationBodySchema, formatDateTime, formatMyr, formatMyrSst, statusLabel } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { AuditTimeline, ConfirmButton, NoteDialog, StatusChip } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useCreditPurchaseAction } from "../api/act-on-credit-purchase.ts";
import { useCreditPurchase } from "../api/get-credit-purchase.ts";

/** One credit purchase for staff: invoice, payments, history and finance's actions (allowedActions only). */
export function CreditPurchasePage() {
  const { id = "" } = useParams();
  const detail = useCreditPurchase(id);
  const act = useCreditPurchaseAction(id);
  const [asking, setAsking] = useState(false);
  const p = detail.data;
  const can = (action: string) => p?.allowedActions.includes(action as never) ?? false;
  return (
    <>
      <PageHeader
        title={p ? `${p.planName} for ${p.organisationName}` : "Credit purchase"}
        subtitle={
          p
            ? `${p.credits.toLocaleString("en-MY")} credits · ordered ${formatDateTime(p.createdAt)}`
            : undefined
        }
      />
      {detail.isLoading ? <LinearProgress aria-label="Loading purchase" /> : null}
      {detail.isError ? <Alert severity="error">{errorMessage(detail.error)}</Alert> : null}
      {act.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(act.error)}
        </Alert>
      ) : null}
      {p ? (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <StatusChip status={p.status} size="medium" />
              {p.invoice ? (
                <Typography>
                  Invoice{" "}
                  <Link component={RouterLink} to={`/invoices/${p.invoice.id}`}>
                    {p.invoice.number}
                  </Link>{" "}
                  · {formatMyrSst(p.invoice.totalSen, "incl")} · {statusLabel(p.invoice.status)}
                </Typography>
              ) : null}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              {can("approve") ? (
                <ConfirmButton
                  label="Approve"
                  title="Approve this purchase?"
                  text={`The payment is approved, the invoice paid and ${p.credits.toLocaleString("en-MY")} credits added to ${p.organisationName}.`}
                  onConfirm={async () => {
                    await act.mutateAsync({ action: "approve" });
                    toast.success("Approved: the credits were added.", { toastId: "credit-purchase" });
                  }}
                />
              ) : null}
              {can("request-clarification") ? (
                <Button variant="outlined" color="warning" onClick={() => setAsking(true)}>
                  Request clarification
                </Button>
              ) : null}
              {can("resend-invoice") ? (
                <ConfirmButton
                  label="Resend invoice"
                  title="Resend the invoice?"
                  text="The organisation's primary users get the invoice notice again."
                  onConfirm={async () => {
                    await act.mutateAsync({ action: "resend-invoice" });
                    toast.success("The invoice was sent again.", { toastId: "credit-purchase" });
                  }}
                />
              ) : null}
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Payments
            </Typography>
            {p.payments.length === 0 ? (
              <Typography color="text.secondary">No payment yet.</Typography>
            ) : (
              <Table size="small" aria-label="Payments">
                <TableHead>
                  <TableRow>
                    <TableCell>Made</TableCell>
                    <TableCell>Method</TableCell>
                    <TableCell align="right">Amount (incl. SST)</TableCell>
                    <TableCell>Reference</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Note</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {p.payments.map((pay) => (
                    <TableRow key={pay.id}>
                      <TableCell>{formatDateTime(pay.createdAt)}</TableCell>
                      <TableCell>{pay.method === "online" ? "Online" : "Bank transfer"}</TableCell>
                      <TableCell align="right">{formatMyr(pay.amountSen)}</TableCell>
                      <TableCell>{pay.reference ?? "—"}</TableCell>
                      <TableCell>
                        <StatusChip status={pay.status} />
                      </TableCell>
                      <TableCell>{pay.note ?? ""}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              History
            </Typography>
            <AuditTimeline events={p.timeline} emptyText="No changes recorded yet." />
          </Paper>
        </Stack>
      ) : null}
      <NoteDialog
        open={asking}
        title="Request clarification"
        label="What should the buyer clarify?"
        helperText="The buyer sees this with their payment."
        submitLabel="Send to the buyer"
        field={clarificationBodySchema.shape.message}
        onSubmit={(message) => act.mutateAsync({ action: "request-clarification", message })}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export { CreditPurchasePage as Component };
