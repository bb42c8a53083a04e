import { Button, Paper, Typography } from "@mui/material";
import { DATA_REQUEST_STATUSES } from "@strata/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import {
  type Column,
  DataTable,
  FilterBar,
  SelectFilter,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useMyRequests } from "../api/my-requests.ts";
import type { DataRequestRow } from "../api/types.ts";
import { DATA_REQUEST_STATUS_LABELS, DataRequestStatusChip } from "../components/DataRequestStatusChip.tsx";
import { formatDate } from "../components/format.ts";
import { NewDataRequestDialog } from "../components/NewDataRequestDialog.tsx";
import { requestSeedOf } from "../components/request-link.ts";

const FILTERS = ["status"] as const;

const COLUMNS: Column<DataRequestRow>[] = [
  { key: "title", label: "Request", render: (r) => r.title },
  { key: "status", label: "Status", render: (r) => <DataRequestStatusChip status={r.status} /> },
  { key: "requester", label: "Requested by", render: (r) => (r.requestedByYou ? "You" : r.requester.name) },
  { key: "created", label: "Filed", render: (r) => formatDate(r.createdAt) },
  { key: "updated", label: "Last change", render: (r) => formatDate(r.updatedAt) },
];

/** The customer's data requests (the primary user's: the organisation's), and filing a new one. */
export function DataRequestsPage() {
  const params = useListParams(FILTERS);
  const { data, isFetching, error } = useMyRequests(params.query);
  const [search, setSearch] = useSearchParams();
  // From "Request this data" on a record page or a map selection: the form opens with them named.
  const seed = requestSeedOf(search);
  const [open, setOpen] = useState(search.get("new") === "1");
  const close = () => {
    setOpen(false);
    if (search.has("new") || search.has("record") || search.has("area")) {
      const next = new URLSearchParams(search);
      next.delete("new");
      next.delete("record");
      next.delete("area");
      setSearch(next, { replace: true });
    }
  };
  const nothingYet = data && data.pageTotal === 0 && !params.filters.status;
  return (
    <>
      <PageHeader
        title="Data requests"
        subtitle="Ask our data team for data that is not online; what they deliver arrives in your download manager, free of credits."
        actions={
          <Button variant="contained" onClick={() => setOpen(true)}>
            New data request
          </Button>
        }
      />
      {nothingYet ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: "center" }} data-testid="data-requests-empty">
          <Typography sx={{ mb: 2 }}>
            You have not asked for any data yet. Tell us what you need and what it is for.
          </Typography>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            Ask for data
          </Button>
        </Paper>
      ) : (
        <>
          <FilterBar params={params}>
            <SelectFilter
              label="Status"
              value={params.filters.status}
              options={DATA_REQUEST_STATUSES.map((s) => ({ value: s, label: DATA_REQUEST_STATUS_LABELS[s] }))}
              onChange={(v) => params.setFilter("status", v)}
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
            rowHref={(r) => `/data-requests/${r.id}`}
          />
        </>
      )}
      <NewDataRequestDialog open={open} onClose={close} seed={seed} />
    </>
  );
}

export { DataRequestsPage as Component };
