import { Box } from "@mui/material";
import { formatDate, formatMyr, type Invoice } from "@strata/core";
import type { Column } from "../../../components/admin/index.ts";
import { InvoiceStatusChip } from "./InvoiceStatusChip.tsx";

/** Numbers, dates and amounts stay on one line. */
const nowrap = (text: string) => (
  <Box component="span" sx={{ whiteSpace: "nowrap" }}>
    {text}
  </Box>
);

/** The columns both invoice lists show; staff's adds the organisation after the number. */
export function invoiceColumns({ withOrganisation }: { withOrganisation: boolean }): Column<Invoice>[] {
  return [
    { key: "number", label: "Number", render: (i) => nowrap(i.number) },
    ...(withOrganisation
      ? [{ key: "organisation", label: "Organisation", render: (i: Invoice) => i.organisation.name }]
      : []),
    { key: "for", label: "For", render: (i) => i.subject.label },
    { key: "issued", label: "Issued", render: (i) => nowrap(formatDate(i.issuedAt)) },
    { key: "due", label: "Due", render: (i) => nowrap(formatDate(i.dueAt)) },
    {
      key: "total",
      label: "Total (incl. SST)",
      align: "right",
      render: (i) => nowrap(formatMyr(i.totalSen)),
    },
    { key: "status", label: "Status", render: (i) => <InvoiceStatusChip status={i.status} /> },
  ];
}
