import { Box } from "@mui/material";
import {
  CREDIT_PURCHASE_STATUSES,
  type CreditPurchase,
  formatDate,
  formatMyrSst,
  statusLabel,
} from "@strata/core";
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
import { useCreditPurchases } from "../api/get-credit-purchases.ts";

const FILTERS = ["status", "organisation"] as const;

const COLUMNS: Column<CreditPurchase>[] = [
  { key: "organisation", label: "Organisation", render: (p) => p.organisationName },
  { key: "plan", label: "Plan", render: (p) => p.planName },
  { key: "credits", label: "Credits", align: "right", render: (p) => p.credits.toLocaleString("en-MY") },
  {
    key: "total",
    label: "Invoice total",
    align: "right",
    render: (p) => (
      <Box component="span" sx={{ whiteSpace: "nowrap" }}>
        {p.invoice
          ? `${p.invoice.number} · ${formatMyrSst(p.invoice.totalSen, "incl")}`
          : formatMyrSst(p.amountSen, "excl")}
      </Box>
    ),
  },
  { key: "status", label: "Status", render: (p) => <StatusChip status={p.status} /> },
  { key: "ordered", label: "Ordered", render: (p) => formatDate(p.createdAt) },
];

/** Finance's queue of credit purchases (admin and LOA view it). */
export function CreditPurchasesPage() {
  const params = useListParams<(typeof FILTERS)[number]>(FILTERS);
  const { data, isFetching, error } = useCreditPurchases(params.query);
  return (
    <>
      <PageHeader
        title="Credit purchases"
        subtitle="Download credit orders: approve paid ones, ask for clarification, resend invoices."
      />
      <FilterBar params={params}>
        <SelectFilter
          label="Status"
          value={params.filters.status}
          options={CREDIT_PURCHASE_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          onChange={(v) => params.setFilter("status", v)}
        />
        <SearchFilter
          label="Organisation"
          value={params.filters.organisation}
          onChange={(v) => params.setFilter("organisation", v)}
        />
      </FilterBar>
      <DataTable
        label="Credit purchases"
        columns={COLUMNS}
        rows={data?.result}
        total={data?.pageTotal}
        loading={isFetching}
        error={error}
        emptyText="No credit purchase matches."
        params={params}
        rowKey={(p) => p.id}
        rowHref={(p) => `/admin/credit-purchases/${p.id}`}
      />
    </>
  );
}

export { CreditPurchasesPage as Component };
