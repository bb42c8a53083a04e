import { INVOICE_STATUSES } from "@strata/core";
import {
  DataTable,
  FilterBar,
  SearchFilter,
  SelectFilter,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAdminInvoices } from "../api/get-invoices.ts";
import { invoiceStatusLabel } from "../components/InvoiceStatusChip.tsx";
import { invoiceColumns } from "../components/invoice-columns.tsx";

const FILTERS = ["status", "organisation", "search", "year"] as const;
const COLUMNS = invoiceColumns({ withOrganisation: true });
const THIS_YEAR = new Date().getUTCFullYear();
const YEARS = [0, 1, 2, 3, 4].map((n) => String(THIS_YEAR - n));

/** Every organisation's invoices for staff who view invoices; finance decides from an invoice's page. */
export function AdminInvoicesPage() {
  const params = useListParams(FILTERS);
  const { data, isFetching, error } = useAdminInvoices(params.query);
  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="Every organisation's invoices: cancellation requests, refunds and their history."
      />
      <FilterBar params={params}>
        <SelectFilter
          label="Status"
          value={params.filters.status}
          options={INVOICE_STATUSES.map((s) => ({ value: s, label: invoiceStatusLabel(s) }))}
          onChange={(v) => params.setFilter("status", v)}
        />
        <SearchFilter
          label="Organisation"
          value={params.filters.organisation}
          onChange={(v) => params.setFilter("organisation", v)}
        />
        <SearchFilter
          label="Invoice number"
          value={params.filters.search}
          onChange={(v) => params.setFilter("search", v)}
        />
        <SelectFilter
          label="Year"
          value={params.filters.year}
          options={YEARS.map((y) => ({ value: y, label: y }))}
          onChange={(v) => params.setFilter("year", v)}
        />
      </FilterBar>
      <DataTable
        label="Invoices"
        columns={COLUMNS}
        rows={data?.result}
        total={data?.pageTotal}
        loading={isFetching}
        error={error}
        emptyText="No invoice matches these filters."
        params={params}
        rowKey={(i) => i.id}
        rowHref={(i) => `/admin/invoices/${i.id}`}
      />
    </>
  );
}

export { AdminInvoicesPage as Component };
