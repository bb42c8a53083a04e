import {
  Alert,
  Button,
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
import { formatDate, formatMyrSst } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { ConfirmButton, StatusChip } from "../../../components/admin/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useCancelMyCreditPurchase } from "../api/cancel-my-credit-purchase.ts";
import { useMyCreditPurchases } from "../api/get-my-credit-purchases.ts";

/** The organisation's latest purchases with their status and invoice; pay or cancel as allowed. */
export function MyPurchases() {
  const purchases = useMyCreditPurchases({ page: 1, pageSize: 10 });
  const cancel = useCancelMyCreditPurchase();
  const rows = purchases.data?.result ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Purchases
      </Typography>
      {purchases.isError ? <Alert severity="error">{errorMessage(purchases.error)}</Alert> : null}
      {cancel.isError ? <Alert severity="error">{errorMessage(cancel.error)}</Alert> : null}
      {purchases.data && rows.length === 0 ? (
        <Typography color="text.secondary">No purchases yet.</Typography>
      ) : null}
      {rows.length > 0 ? (
        <Table size="small" aria-label="Credit purchases">
          <TableHead>
            <TableRow>
              <TableCell>Ordered</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell align="right">Credits</TableCell>
              <TableCell>Invoice</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{formatDate(p.createdAt)}</TableCell>
                <TableCell>{p.planName}</TableCell>
                <TableCell align="right">{p.credits.toLocaleString("en-MY")}</TableCell>
                <TableCell>
                  {p.invoice ? (
                    <Link component={RouterLink} to={`/invoices/${p.invoice.id}`}>
                      {p.invoice.number} · {formatMyrSst(p.invoice.totalSen, "incl")}
                    </Link>
                  ) : (
                    "—"
                  )}
                </TableCell>
                <TableCell>
                  <StatusChip status={p.status} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    {p.allowedActions.includes("pay") && p.invoice ? (
                      <Button size="small" component={RouterLink} to={`/invoices/${p.invoice.id}/pay`}>
                        Pay
                      </Button>
                    ) : null}
                    {p.allowedActions.includes("cancel") ? (
                      <ConfirmButton
                        label="Cancel"
                        color="error"
                        title={`Cancel the order of ${p.planName}?`}
                        text="The order and its invoice are cancelled. The invoice keeps its number."
                        onConfirm={() => cancel.mutateAsync(p.id)}
                      />
                    ) : null}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Paper>
  );
}
