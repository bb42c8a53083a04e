import { Box } from "@mui/material";
import { formatDateTime, formatMyr, PAYMENT_METHODS, PAYMENT_STATUSES, statusLabel } from "@strata/core";
import {
  type Column,
  DataTable,
  FilterBar,
  SearchFilter,
  SelectFilter,
  StatusChip,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { type QueuedPayment, usePayments } from "../api/payments.ts";
import { methodLabel } from "../components/Facts.tsx";

const FILTERS = ["status", "method", "organisation"] as const;

const COLUMNS: Column<QueuedPayment>[] = [
  { key: "organisation", label: "Organisation", render: (p) => p.organisationName },
  { key: "invoice", label: "Invoice", render: (p) => p.invoiceNumber },
  { key: "method", label: "Method", render: (p) => methodLabel(p.method) },
  {
    key: "amount",
    label: "Amount (incl. SST)",
    align: "right",
    render: (p) => (
      <Box component="span" sx={{ whiteSpace: "nowrap" }}>
        {formatMyr(p.amount.amountSen)}
      </Box>
    ),
  },
  { key: "status", label: "Status", render: (p) => <StatusChip status={p.status} /> },
  { key: "created", label: "Received", render: (p) => formatDateTime(p.createdAt) },
];

/** Finance's queue of payments, newest first; the address keeps the page and the filters. */
export function PaymentsQueuePage() {
  const params = useListParams(FILTERS);
  const { data, isFetching, error } = usePayments(params.query);
  return (
    <>
      <PageHeader
        title="Payments"
        subtitle="Bank transfers with their proof and online payments the gateway confirmed wait here for approval."
      />
      <FilterBar params={params}>
        <SelectFilter
          label="Status"
          value={params.filters.status}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          onChange={(v) => params.setFilter("status", v)}
        />
        <SelectFilter
          label="Method"
          value={params.filters.method}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: methodLabel(m) }))}
          onChange={(v) => params.setFilter("method", v)}
        />
        <SearchFilter
          label="Organisation"
          value={params.filters.organisation}
          onChange={(v) => params.setFilter("organisation", v)}
        />
      </FilterBar>
      <DataTable
        label="Payments"
        columns={COLUMNS}
        rows={data?.result}
        total={data?.pageTotal}
        loading={isFetching}
        error={error}
        emptyText="No payment matches."
        params={params}
        rowKey={(p) => p.id}
        rowHref={(p) => `/admin/payments/${p.id}`}
      />
    </>
  );
}

export { PaymentsQueuePage as Component };
