import {
  daysLeftText,
  formatDate,
  planName,
  SUBSCRIPTION_STATUSES,
  type Subscription,
  statusLabel,
  TIERS,
} from "@strata/core";
import {
  type Column,
  DataTable,
  DateFilter,
  FilterBar,
  SearchFilter,
  SelectFilter,
  StatusChip,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useSubscriptions } from "../api/get-subscriptions.ts";

const FILTERS = ["q", "status", "planType", "endingBefore"] as const;

const COLUMNS: readonly Column<Subscription>[] = [
  { key: "organisation", label: "Organisation", render: (s) => s.organisationName },
  { key: "alias", label: "Alias", render: (s) => s.alias ?? "—" },
  { key: "plan", label: "Plan", render: (s) => planName(s.planType) },
  { key: "status", label: "Status", render: (s) => <StatusChip status={s.status} /> },
  { key: "ends", label: "Ends", render: (s) => formatDate(s.endsAt) },
  {
    key: "daysLeft",
    label: "Days left",
    render: (s) => (s.daysLeft === null ? "—" : daysLeftText(s.daysLeft)),
  },
];

/** Admin's subscriptions: filters and page live in the address, so a list can be linked. */
export function AdminSubscriptionsPage() {
  const params = useListParams(FILTERS);
  const { filters } = params;
  const list = useSubscriptions({ ...filters, page: params.page, pageSize: params.pageSize });
  return (
    <>
      <PageHeader title="Subscriptions" subtitle="Every organisation's subscription." />
      <FilterBar params={params}>
        <SearchFilter
          label="Organisation or alias"
          value={filters.q}
          onChange={(v) => params.setFilter("q", v)}
        />
        <SelectFilter
          label="Status"
          value={filters.status}
          options={SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          onChange={(v) => params.setFilter("status", v)}
        />
        <SelectFilter
          label="Plan"
          value={filters.planType}
          options={TIERS.map((t) => ({ value: t, label: planName(t) }))}
          onChange={(v) => params.setFilter("planType", v)}
        />
        <DateFilter
          label="Ending before"
          value={filters.endingBefore}
          onChange={(v) => params.setFilter("endingBefore", v)}
        />
      </FilterBar>
      <DataTable
        label="Subscriptions"
        columns={COLUMNS}
        rows={list.data?.result}
        total={list.data?.pageTotal}
        loading={list.isFetching}
        error={list.error}
        emptyText="No subscriptions match these filters."
        params={params}
        rowKey={(s) => s.id}
        rowHref={(s) => `/admin/subscriptions/${s.id}`}
      />
    </>
  );
}

export { AdminSubscriptionsPage as Component };
