import { Paper, Typography } from "@mui/material";
import { formatDateTime } from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type Column, DataTable, useSectionPage } from "../../../components/admin/index.ts";
import { type ApiAnswer, api } from "../../../lib/api.ts";
import { countFormat } from "../../../lib/format.ts";
import { coreKey } from "../api/core-analysis.ts";

type CoreChange = ApiAnswer<"/api/core-analysis/changes">["items"][number];

const depths = (top: number | null, bottom: number | null) =>
  top === null || bottom === null ? "—" : top === bottom ? `${top} m` : `${top}–${bottom} m`;

const COLUMNS: Column<CoreChange>[] = [
  { key: "when", label: "When", render: (c) => <time dateTime={c.at}>{formatDateTime(c.at)}</time> },
  { key: "who", label: "Who", render: (c) => c.actorName },
  { key: "wellbore", label: "Wellbore", render: (c) => c.wellboreName },
  { key: "added", label: "Plugs added", align: "right", render: (c) => countFormat.format(c.samplesAdded) },
  {
    key: "corrected",
    label: "Plugs corrected",
    align: "right",
    render: (c) => countFormat.format(c.samplesCorrected),
  },
  {
    key: "photos",
    label: "Photographs added",
    align: "right",
    render: (c) => countFormat.format(c.photosAdded),
  },
  { key: "depths", label: "Depths (MD)", render: (c) => depths(c.topDepthM, c.bottomDepthM) },
];

/** Data staff's history of changes to core data: per upload and wellbore, who added or corrected what. */
export function CoreChanges() {
  const params = useSectionPage();
  const changes = useQuery({
    // Under the core-analysis key: an applied import or a new photograph refreshes it.
    queryKey: [...coreKey, "changes", params.page, params.pageSize],
    queryFn: ({ signal }) =>
      api.GET("/api/core-analysis/changes", {
        params: { query: { page: params.page, pageSize: params.pageSize } },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" gutterBottom>
        History of changes
      </Typography>
      <DataTable
        label="History of changes"
        preferenceKey="core-analysis.changes"
        columns={COLUMNS}
        rows={changes.data?.items}
        total={changes.data?.total}
        loading={changes.isFetching}
        error={changes.error}
        emptyText="No core data has been loaded or corrected yet."
        params={params}
        rowKey={(c) => c.id}
      />
    </Paper>
  );
}
