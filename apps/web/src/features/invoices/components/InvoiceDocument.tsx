import {
  Box,
  Grid,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { countryName, formatDate, formatMyr, type Invoice, type InvoiceParty } from "@strata/core";
import { PriceBreakdown } from "../../../components/billing/PriceBreakdown.tsx";
import { InvoiceStatusChip } from "./InvoiceStatusChip.tsx";

const dateOf = (iso: string | null) => (iso ? formatDate(iso) : null);

function Party({ title, party, withSst }: { title: string; party: InvoiceParty; withSst?: boolean }) {
  const lines = [
    party.registrationNumber ? `Registration no. ${party.registrationNumber}` : null,
    party.taxId ? `TIN ${party.taxId}` : null,
    withSst && party.sstNumber ? `SST no. ${party.sstNumber}` : null,
    party.address,
    party.country ? countryName(party.country) : null,
    party.email,
  ].filter(Boolean);
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{party.name}</Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** The invoice laid out like the document it is (the PDF prints the same): parties, dates, lines, totals. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const facts: [string, string | null][] = [
    ["Invoice no.", invoice.number],
    ["Issued", dateOf(invoice.issuedAt)],
    ["Due", dateOf(invoice.dueAt)],
    ["Paid", dateOf(invoice.paidAt)],
    ["Cancelled", dateOf(invoice.cancelledAt)],
  ];
  return (
    <Paper variant="outlined" component="article" aria-label={`Invoice ${invoice.number}`} sx={{ p: 3 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Party title="From" party={invoice.seller} withSst />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ textAlign: { md: "right" } }}>
          <Typography variant="h2" component="p">
            Invoice
          </Typography>
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Typography key={label} variant="body2">
                {label}: <strong>{value}</strong>
              </Typography>
            ))}
          <Box sx={{ mt: 1 }}>
            <InvoiceStatusChip status={invoice.status} />
          </Box>
        </Grid>
        <Grid size={12}>
          <Party title="Bill to" party={invoice.buyer} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            For: {invoice.subject.label}
          </Typography>
        </Grid>
      </Grid>
      <Table size="small" aria-label="Lines" sx={{ mt: 3 }}>
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price (excl. SST)</TableCell>
            <TableCell align="right">Amount (excl. SST)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((line, i) => (
            // Lines have no id; their order is the document's.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order, never reordered
            <TableRow key={i}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatMyr(line.unitSen)}</TableCell>
              <TableCell align="right">{formatMyr(line.amountSen)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PriceBreakdown price={invoice} label="Totals" totalTestId="invoice-total" />
      {invoice.cancelReason ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {invoice.status === "cancel_requested" ? "Reason given for the cancellation request" : "Reason"}:{" "}
          {invoice.cancelReason}
        </Typography>
      ) : null}
    </Paper>
  );
}
