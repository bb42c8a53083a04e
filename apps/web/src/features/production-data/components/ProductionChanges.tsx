import { Typography } from "@mui/material";
import { formatDateTime, formatMonth, periodText } from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type Column, DataTable, useSectionPage } from "../../../components/admin/index.ts";
import { type ApiAnswer, api } from "../../../lib/api.ts";
import { countFormat } from "../../../lib/format.ts";

type ProductionChange = ApiAnswer<"/api/production-data/changes">["items"][number];

const COLUMNS: Column<ProductionChange>[] = [
  { key: "when", label: "When", render: (c) => <time dateTime={c.at}>{formatDateTime(c.at)}</time> },
  { key: "who", label: "Who", render: (c) => c.actorName },
  { key: "wellbore", label: "Wellbore", render: (c) => c.wellboreName },
  {
    key: "months",
    label: "Months",
    render: (c) =>
      c.first && c.last ? `${formatMonth(periodText(c.first))} – ${formatMonth(periodText(c.last))}` : "—",
  },
  { key: "added", label: "New months", align: "right", render: (c) => countFormat.format(c.added) },
  {
    key: "corrected",
    label: "Corrected months",
    align: "right",
    render: (c) => countFormat.format(c.months - c.added),
  },
];

/** Data staff's history of changes: who loaded or corrected which well's months, and when. */
export function ProductionChanges() {
  const params = useSectionPage();
  const changes = useQuery({
    // Under "production-data": an applied upload refreshes it with the rest.
    queryKey: ["production-data", "changes", params.page, params.pageSize],
    queryFn: ({ signal }) =>
      api.GET("/api/production-data/changes", {
        params: { query: { page: params.page, pageSize: params.pageSize } },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
        History of changes
      </Typography>
      <DataTable
        label="History of changes"
        preferenceKey="production-data.changes"
        columns={COLUMNS}
        rows={changes.data?.items}
        total={changes.data?.total}
        loading={changes.isFetching}
        error={changes.error}
        emptyText="No production has been loaded or corrected yet."
        params={params}
        rowKey={(c) => c.id}
      />
    </>
  );
}
