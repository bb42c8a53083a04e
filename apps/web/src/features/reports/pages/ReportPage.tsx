import { REPORTS, type ReportShape } from "@strata/core";
import { useMemo } from "react";
import { useParams } from "react-router";
import { type Column, DataTable, useListParams } from "../../../components/admin/index.ts";
import { ForbiddenView } from "../../../components/ForbiddenView.tsx";
import { NotFoundPage } from "../../../components/NotFoundPage.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { type ReportRow, useReport, useReportChart } from "../api/get-report.ts";
import { ExportButtons } from "../components/ExportButtons.tsx";
import { formatCell } from "../components/format-cell.ts";
import { ReportChartPanel } from "../components/ReportChartPanel.tsx";
import { ReportFilterBar } from "../components/ReportFilterBar.tsx";

/** One report: its filters (kept in the address), its chart, a server-paged table and its exports. */
function ReportView({ shape }: { shape: ReportShape }) {
  const names = useMemo(() => Object.keys(shape.filters), [shape]);
  const params = useListParams(names);
  const filters = useMemo(() => {
    const set: Record<string, string> = {};
    for (const [name, value] of Object.entries(params.filters)) if (value) set[name] = value as string;
    return set;
  }, [params.filters]);
  const list = useReport(shape.key, params.query);
  const chart = useReportChart(shape.key, filters);
  const columns = useMemo<Column<ReportRow>[]>(
    () =>
      shape.columns.map((c) => ({
        key: c.key,
        label: c.label,
        align: c.kind === "money" || c.kind === "number" ? "right" : "left",
        render: (row) => formatCell(c, row[c.key]),
      })),
    [shape],
  );
  return (
    <>
      <PageHeader
        title={shape.title}
        subtitle={shape.description}
        actions={<ExportButtons reportKey={shape.key} filters={filters} />}
      />
      <ReportFilterBar shape={shape} params={params} />
      <ReportChartPanel chart={chart.data} loading={chart.isFetching} error={chart.error} />
      <DataTable
        label={shape.title}
        columns={columns}
        rows={list.data?.result}
        total={list.data?.pageTotal}
        loading={list.isFetching}
        error={list.error}
        emptyText={shape.emptyText}
        params={params}
        rowKey={(row) => String(row.id ?? shape.columns.map((c) => String(row[c.key])).join("|"))}
      />
    </>
  );
}

/** `/admin/reports/:key`: the report if the user holds every right it needs (section 6). */
export function ReportPage() {
  const { key } = useParams();
  const ability = useAppAbility();
  const shape = REPORTS.find((r) => r.key === key);
  if (!shape) return <NotFoundPage />;
  if (!shape.rights.every(([action, subject]) => ability.can(action, subject))) return <ForbiddenView />;
  // Keyed: another report starts with its own state.
  return <ReportView key={shape.key} shape={shape} />;
}

export { ReportPage as Component };
