import { Box } from "@mui/material";
import { formatMyr, type Invoice } from "@strata/core";
import type { Column } from "../../../components/admin/index.ts";
import { InvoiceStatusChip } from "./InvoiceStatusChip.tsx";

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

const money = (sen: number) => (
  <Box component="span" sx={{ whiteSpace: "nowrap" }}>
    {formatMyr(sen)}
  </Box>
);

/** The columns both invoice lists show; staff's adds the organisation after the number. */
export function invoiceColumns({ withOrganisation }: { withOrganisation: boolean }): Column<Invoice>[] {
  return [
    { key: "number", label: "Number", render: (i) => i.number },
    ...(withOrganisation
      ? [{ key: "organisation", label: "Organisation", render: (i: Invoice) => i.organisation.name }]
      : []),
    { key: "for", label: "For", render: (i) => i.subject.label },
    { key: "issued", label: "Issued", render: (i) => day.format(new Date(i.issuedAt)) },
    { key: "due", label: "Due", render: (i) => day.format(new Date(i.dueAt)) },
    { key: "total", label: "Total", align: "right", render: (i) => money(i.totalSen) },
    { key: "status", label: "Status", render: (i) => <InvoiceStatusChip status={i.status} /> },
  ];
}
