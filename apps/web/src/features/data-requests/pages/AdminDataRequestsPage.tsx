import { DATA_REQUEST_STATUSES } from "@strata/core";
import {
  type Column,
  DataTable,
  FilterBar,
  SearchFilter,
  SelectFilter,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAdminRequests, useAssignees } from "../api/admin-requests.ts";
import type { DataRequestRow } from "../api/types.ts";
import { DATA_REQUEST_STATUS_LABELS, DataRequestStatusChip } from "../components/DataRequestStatusChip.tsx";
import { formatDate } from "../components/format.ts";

const FILTERS = ["status", "assignee", "organisation"] as const;

const COLUMNS: Column<DataRequestRow>[] = [
  { key: "title", label: "Request", render: (r) => r.title },
  { key: "organisation", label: "Organisation", render: (r) => r.organisationName },
  { key: "requester", label: "Requested by", render: (r) => r.requester.name },
  { key: "status", label: "Status", render: (r) => <DataRequestStatusChip status={r.status} /> },
  { key: "assignee", label: "Handled by", render: (r) => r.assignee?.name ?? "—" },
  { key: "created", label: "Filed", render: (r) => formatDate(r.createdAt) },
];

/** Data staff's list of every organisation's requests; the address keeps the page and the filters. */
export function AdminDataRequestsPage() {
  const params = useListParams(FILTERS);
  const { data, isFetching, error } = useAdminRequests(params.query);
  const staff = useAssignees();
  return (
    <>
      <PageHeader
        title="Data requests"
        subtitle="Customers' requests for data that is not online: assign them, gather the files and deliver them."
      />
      <FilterBar params={params}>
        <SelectFilter
          label="Status"
          value={params.filters.status}
          options={DATA_REQUEST_STATUSES.map((s) => ({ value: s, label: DATA_REQUEST_STATUS_LABELS[s] }))}
          onChange={(v) => params.setFilter("status", v)}
        />
        <SelectFilter
          label="Handled by"
          value={params.filters.assignee}
          options={[
            { value: "me", label: "Me" },
            { value: "none", label: "Nobody yet" },
            ...(staff.data?.result ?? [])
              .filter((s) => !s.isYou)
              .map((s) => ({ value: s.id, label: s.name })),
          ]}
          onChange={(v) => params.setFilter("assignee", v)}
        />
        <SearchFilter
          label="Organisation"
          value={params.filters.organisation}
          onChange={(v) => params.setFilter("organisation", v)}
        />
      </FilterBar>
      <DataTable
        label="Data requests"
        columns={COLUMNS}
        rows={data?.result}
        total={data?.pageTotal}
        loading={isFetching}
        error={error}
        emptyText="No data request matches."
        params={params}
        rowKey={(r) => r.id}
        rowHref={(r) => `/admin/data-requests/${r.id}`}
      />
    </>
  );
}

export { AdminDataRequestsPage as Component };
