import { INVOICE_STATUSES } from "@strata/core";
import { DataTable, FilterBar, SelectFilter, useListParams } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useMyInvoices } from "../api/get-invoices.ts";
import { invoiceStatusLabel } from "../components/InvoiceStatusChip.tsx";
import { invoiceColumns } from "../components/invoice-columns.tsx";

const FILTERS = ["status"] as const;
const COLUMNS = invoiceColumns({ withOrganisation: false });

/** The customer's invoices (primary users of non-basic tiers): newest first, by status. */
export function MyInvoicesPage() {
  const params = useListParams(FILTERS);
  const { data, isFetching, error } = useMyInvoices(params.query);
  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="Your organisation's invoices: open one to pay it, download it as a PDF or ask to cancel it."
      />
      <FilterBar params={params}>
        <SelectFilter
          label="Status"
          value={params.filters.status}
          options={INVOICE_STATUSES.map((s) => ({ value: s, label: invoiceStatusLabel(s) }))}
          onChange={(v) => params.setFilter("status", v)}
        />
      </FilterBar>
      <DataTable
        label="Invoices"
        columns={COLUMNS}
        rows={data?.result}
        total={data?.pageTotal}
        loading={isFetching}
        error={error}
        emptyText={
          params.filters.status
            ? "No invoice has this status."
            : "No invoices yet. An invoice is issued once a paid application has been approved."
        }
        params={params}
        rowKey={(i) => i.id}
        rowHref={(i) => `/invoices/${i.id}`}
      />
    </>
  );
}

export { MyInvoicesPage as Component };
