import { Link, Typography } from "@mui/material";
import { formatDateTime, VDR_ACCESS_KINDS, type VdrAccessEntry } from "@strata/core";
import { Link as RouterLink } from "react-router";
import {
  type Column,
  DataTable,
  DateFilter,
  FilterBar,
  SearchFilter,
  SelectFilter,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { recordPath } from "../../../lib/catalog-links.ts";
import { useVdrAccessLog } from "../api/vdr-access-log.ts";

const KIND_LABELS: Record<VdrAccessEntry["kind"], string> = {
  view: "Opened the record",
  preview: "Opened a preview",
  download: "Downloaded its files",
};
const KIND_FILTER_LABELS: Record<VdrAccessEntry["kind"], string> = {
  view: "Records",
  preview: "Previews",
  download: "Downloads",
};
const TYPE_LABELS: Record<string, string> = {
  Seismic_2D: "2D seismic",
  Seismic_3D: "3D seismic",
  Well_Log: "Well log",
  Technical_Report: "Technical report",
  Non_Seismic: "Non-seismic",
};
const FILTERS = ["organisation", "kind", "q", "from", "to"] as const;

function columnsFor(canOpenCatalog: boolean): Column<VdrAccessEntry>[] {
  return [
    { key: "when", label: "When", render: (e) => formatDateTime(e.at) },
    { key: "room", label: "Data room", render: (e) => e.organisationName },
    {
      key: "user",
      label: "User",
      render: (e) => (
        <>
          {e.userName ?? "A deleted user"}
          {e.userEmail ? (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: "block" }}>
              {e.userEmail}
            </Typography>
          ) : null}
        </>
      ),
    },
    { key: "what", label: "What", render: (e) => KIND_LABELS[e.kind] },
    {
      key: "record",
      label: "Record",
      render: (e) =>
        !e.sdcType || !e.recordId ? (
          "—"
        ) : canOpenCatalog ? (
          <Link component={RouterLink} to={recordPath(e.sdcType, e.recordId)}>
            {TYPE_LABELS[e.sdcType]} {e.recordId}
          </Link>
        ) : (
          `${TYPE_LABELS[e.sdcType]} ${e.recordId}`
        ),
    },
  ];
}

/** VDR staff: who in each virtual data room opened which record page or preview, or downloaded which record (decision 0217). */
export function VdrAccessLogPage() {
  const params = useListParams(FILTERS);
  const { filters } = params;
  const log = useVdrAccessLog({
    organisation: filters.organisation,
    kind: VDR_ACCESS_KINDS.find((kind) => kind === filters.kind),
    q: filters.q,
    from: filters.from,
    to: filters.to,
    page: params.page,
    pageSize: params.pageSize,
  });
  // Staff without the catalogue (the MBR admin) read the record's id; the others open it.
  const canOpenCatalog = useAppAbility().can("view", "SmartDataCatalog");
  return (
    <>
      <PageHeader
        title="VDR access log"
        subtitle="Who in each virtual data room opened which record or preview, or downloaded its files, newest first."
      />
      <FilterBar params={params}>
        <SelectFilter
          label="Data room"
          value={filters.organisation}
          options={(log.data?.organisations ?? []).map((o) => ({ value: o.id, label: o.name }))}
          onChange={(v) => params.setFilter("organisation", v)}
        />
        <SelectFilter
          label="Opened"
          value={filters.kind}
          options={VDR_ACCESS_KINDS.map((kind) => ({ value: kind, label: KIND_FILTER_LABELS[kind] }))}
          onChange={(v) => params.setFilter("kind", v)}
        />
        <SearchFilter
          label="User name or e-mail"
          value={filters.q}
          onChange={(v) => params.setFilter("q", v)}
        />
        <DateFilter label="From" value={filters.from} onChange={(v) => params.setFilter("from", v)} />
        <DateFilter label="To" value={filters.to} onChange={(v) => params.setFilter("to", v)} />
      </FilterBar>
      <DataTable
        label="VDR access log"
        columns={columnsFor(canOpenCatalog)}
        rows={log.data?.result}
        total={log.data?.pageTotal}
        loading={log.isFetching}
        error={log.error}
        emptyText="Nobody in a data room opened or downloaded a record that matches these filters."
        params={params}
        rowKey={(e) => e.id}
      />
    </>
  );
}

export { VdrAccessLogPage as Component };
