import {
  Alert,
  Box,
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
import {
  type CreditPurchaseDetail,
  clarificationBodySchema,
  formatDateTime,
  formatMyr,
  formatMyrSst,
  statusLabel,
} from "@strata/core";
import { Link as RouterLink, useParams } from "react-router";
import {
  AuditTimeline,
  StatusChip,
  type WorkflowAction,
  WorkflowActions,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type FinanceCreditAction, useCreditPurchaseAction } from "../api/act-on-credit-purchase.ts";
import { useCreditPurchase } from "../api/get-credit-purchase.ts";

const DONE: Partial<Record<FinanceCreditAction, string>> = {
  approve: "Approved: the credits were added.",
  "request-clarification": "The buyer was asked to clarify.",
  "resend-invoice": "The invoice was sent again.",
};

function actionsOf(p: CreditPurchaseDetail): WorkflowAction<FinanceCreditAction>[] {
  return [
    {
      action: "approve",
      label: "Approve",
      primary: true,
      confirm: {
        title: "Approve this purchase?",
        message: `The payment is approved, the invoice paid and ${p.credits.toLocaleString("en-MY")} credits added to ${p.organisationName}.`,
      },
    },
    {
      action: "request-clarification",
      label: "Request clarification",
      note: {
        title: "Request clarification",
        label: "What should the buyer clarify?",
        helperText: "The buyer sees this with their payment.",
        submitLabel: "Send to the buyer",
        field: clarificationBodySchema.shape.message,
      },
    },
    {
      action: "resend-invoice",
      label: "Resend invoice",
      confirm: {
        title: "Resend the invoice?",
        message: "The organisation's primary users get the invoice notice again.",
      },
    },
  ];
}

/** One credit purchase for staff: invoice, payments, history and finance's actions (allowedActions only). */
export function CreditPurchasePage() {
  const { id = "" } = useParams();
  const detail = useCreditPurchase(id);
  const act = useCreditPurchaseAction(id);
  const p = detail.data;
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
            <Box sx={{ mt: 2 }}>
              <WorkflowActions
                allowed={p.allowedActions}
                actions={actionsOf(p)}
                onRun={async (action, message) => {
                  await act.mutateAsync({ action, message });
                  toast.success(DONE[action], { toastId: "credit-purchase" });
                }}
              />
            </Box>
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
    </>
  );
}

export { CreditPurchasePage as Component };
