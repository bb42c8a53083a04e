import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { formatDateTime } from "@strata/core";
import type { PaymentDetail } from "../api/payments.ts";

const OUTCOME_LABELS: Record<PaymentDetail["callbacks"][number]["outcome"], string> = {
  applied: "Applied",
  duplicate: "Duplicate (ignored)",
  refused: "Refused: bad signature",
  amount_mismatch: "Refused: wrong amount",
  unknown_bill: "Unknown bill",
  out_of_order: "After the payment closed (ignored)",
};

/**
 * Every callback the gateway sent about a payment, for finance: money reported paid after the
 * payment was closed is flagged, since it must be refunded or applied by hand.
 */
export function GatewayCallbacks({ callbacks }: { callbacks: PaymentDetail["callbacks"] }) {
  const lateMoney = callbacks.some((c) => c.outcome === "out_of_order" && c.paid);
  return (
    <>
      {lateMoney ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          The gateway reported money paid after this payment was closed: check the gateway, then refund the
          payer or apply the money.
        </Alert>
      ) : null}
      <Table size="small" aria-label="Gateway callbacks">
        <TableHead>
          <TableRow>
            <TableCell>Received</TableCell>
            <TableCell>Reported</TableCell>
            <TableCell>Outcome</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {callbacks.map((c) => (
            <TableRow key={c.receivedAt + c.outcome}>
              <TableCell>{formatDateTime(c.receivedAt)}</TableCell>
              <TableCell>{c.paid ? "Paid" : "Not paid"}</TableCell>
              <TableCell>{OUTCOME_LABELS[c.outcome]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
