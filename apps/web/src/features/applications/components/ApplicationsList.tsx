import { Box, Checkbox, ListItemText, MenuItem, TextField } from "@mui/material";
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  type Application,
  formatDate,
  formatMyr,
  planName,
  statusLabel,
  TIERS,
} from "@strata/core";
import { useMemo } from "react";
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
import { useAdminApplications } from "../api/get-admin-applications.ts";

const FILTERS = [
  "status",
  "kind",
  "planType",
  "organisation",
  "submittedFrom",
  "submittedTo",
  "clarificationAnswered",
] as const;
type Filter = (typeof FILTERS)[number];

const COLUMNS: Column<Application>[] = [
  { key: "organisation", label: "Organisation", render: (a) => a.organisationName },
  { key: "kind", label: "Kind", render: (a) => statusLabel(a.kind) },
  { key: "plan", label: "Plan", render: (a) => planName(a.planType) },
  {
    key: "amount",
    label: "Amount (excl. SST)",
    align: "right",
    render: (a) => (
      <Box component="span" sx={{ whiteSpace: "nowrap" }}>
        {formatMyr(a.amount.amountSen)}
      </Box>
    ),
  },
  { key: "status", label: "Status", render: (a) => <StatusChip status={a.status} /> },
  { key: "next", label: "Next approver", render: (a) => a.nextApproverName ?? "—" },
  {
    key: "submitted",
    label: "Submitted",
    render: (a) => (a.submittedAt ? formatDate(a.submittedAt) : "Not yet"),
  },
];

/** Several statuses at once, kept comma-separated in the address like every list filter. */
function StatusFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange(v: string | undefined): void;
}) {
  const selected = value ? value.split(",") : [];
  return (
    <TextField
      select
      label="Status"
      size="small"
      value={selected}
      onChange={(e) => {
        const next = e.target.value as unknown as string[];
        onChange(next.length ? next.join(",") : undefined);
      }}
      slotProps={{
        select: { multiple: true, renderValue: (v) => (v as string[]).map(statusLabel).join(", ") },
      }}
      fullWidth={false}
      margin="none"
      sx={{ minWidth: { sm: 220 }, maxWidth: { sm: 320 } }}
    >
      {APPLICATION_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          <Checkbox checked={selected.includes(s)} size="small" />
          <ListItemText primary={statusLabel(s)} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The staff list of applications. `preset` is a queue's own filter (the LOA's "next approver is me",
 * finance's statuses), sent with whatever the user filters; `filters` are the ones offered.
 */
export function ApplicationsList({
  label,
  emptyText,
  preset = {},
  filters = FILTERS,
}: {
  label: string;
  emptyText: string;
  preset?: Record<string, string>;
  filters?: readonly Filter[];
}) {
  const params = useListParams<Filter>(FILTERS);
  const query = useMemo(() => ({ ...preset, ...params.query }), [preset, params.query]);
  const { data, isFetching, error } = useAdminApplications(query);
  const offers = (name: Filter) => filters.includes(name);
  return (
    <>
      <FilterBar params={params}>
        {offers("status") ? (
          <StatusFilter value={params.filters.status} onChange={(v) => params.setFilter("status", v)} />
        ) : null}
        {offers("kind") ? (
          <SelectFilter
            label="Kind"
            value={params.filters.kind}
            options={APPLICATION_KINDS.map((k) => ({ value: k, label: statusLabel(k) }))}
            onChange={(v) => params.setFilter("kind", v)}
          />
        ) : null}
        {offers("planType") ? (
          <SelectFilter
            label="Plan"
            value={params.filters.planType}
            options={TIERS.map((t) => ({ value: t, label: planName(t) }))}
            onChange={(v) => params.setFilter("planType", v)}
          />
        ) : null}
        {offers("organisation") ? (
          <SearchFilter
            label="Organisation"
            value={params.filters.organisation}
            onChange={(v) => params.setFilter("organisation", v)}
          />
        ) : null}
        {offers("submittedFrom") ? (
          <DateFilter
            label="Submitted from"
            value={params.filters.submittedFrom}
            onChange={(v) => params.setFilter("submittedFrom", v)}
          />
        ) : null}
        {offers("submittedTo") ? (
          <DateFilter
            label="Submitted to"
            value={params.filters.submittedTo}
            onChange={(v) => params.setFilter("submittedTo", v)}
          />
        ) : null}
      </FilterBar>
      <DataTable
        label={label}
        columns={COLUMNS}
        rows={data?.result}
        total={data?.pageTotal}
        loading={isFetching}
        error={error}
        emptyText={emptyText}
        params={params}
        rowKey={(a) => a.id}
        rowHref={(a) => `/admin/applications/${a.id}`}
      />
    </>
  );
}
