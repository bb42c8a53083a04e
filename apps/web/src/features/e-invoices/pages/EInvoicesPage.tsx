import { Box } from "@mui/material";
import {
  E_INVOICE_DOCUMENT_TYPE_LABELS,
  E_INVOICE_STATUSES,
  type EInvoice,
  formatDateTime,
  formatMyr,
} from "@strata/core";
import {
  type Column,
  DataTable,
  FilterBar,
  SearchFilter,
  SelectFilter,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useEInvoices } from "../api/get-e-invoices.ts";
import { E_INVOICE_STATUS_LABELS, EInvoiceStatusChip } from "../components/EInvoiceStatusChip.tsx";

const FILTERS = ["status", "documentType", "q", "organisationId"] as const;

const COLUMNS: Column<EInvoice>[] = [
  { key: "invoice", label: "Invoice", render: (e) => e.invoiceNumber },
  { key: "organisation", label: "Organisation", render: (e) => e.organisationName },
  { key: "type", label: "Document", render: (e) => E_INVOICE_DOCUMENT_TYPE_LABELS[e.documentType] },
  {
    key: "total",
    label: "Total (incl. SST)",
    align: "right",
    render: (e) => (
      <Box component="span" sx={{ whiteSpace: "nowrap" }}>
        {formatMyr(e.totalSen)}
      </Box>
    ),
  },
  { key: "status", label: "Status", render: (e) => <EInvoiceStatusChip status={e.status} /> },
  { key: "attempts", label: "Tries", align: "right", render: (e) => e.attempts },
  {
    key: "next",
    label: "Next try",
    render: (e) => (e.nextAttemptAt && e.status === "queued" ? formatDateTime(e.nextAttemptAt) : "—"),
  },
  { key: "updated", label: "Updated", render: (e) => formatDateTime(e.updatedAt) },
];

/** Finance's list of e-invoices sent (or to be sent) to the tax authority. */
export function EInvoicesPage() {
  const params = useListParams(FILTERS);
  const { data, isFetching, error } = useEInvoices(params.query);
  return (
    <>
      <PageHeader
        title="E-invoices"
        subtitle="Invoices and credit notes submitted to the tax authority (MyInvois): their status, errors and tries."
      />
      <FilterBar params={params}>
        <SelectFilter
          label="Status"
          value={params.filters.status}
          options={E_INVOICE_STATUSES.map((s) => ({ value: s, label: E_INVOICE_STATUS_LABELS[s] }))}
          onChange={(v) => params.setFilter("status", v)}
        />
        <SelectFilter
          label="Document"
          value={params.filters.documentType}
          options={Object.entries(E_INVOICE_DOCUMENT_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(v) => params.setFilter("documentType", v)}
        />
        <SearchFilter
          label="Invoice number or organisation"
          value={params.filters.q}
          onChange={(v) => params.setFilter("q", v)}
        />
      </FilterBar>
      <DataTable
        label="E-invoices"
        columns={COLUMNS}
        rows={data?.result}
        total={data?.pageTotal}
        loading={isFetching}
        error={error}
        emptyText="No e-invoice matches these filters. An e-invoice is queued when finance approves a payment."
        params={params}
        rowKey={(e) => e.id}
        rowHref={(e) => `/admin/e-invoices/${e.id}`}
      />
    </>
  );
}

export { EInvoicesPage as Component };
