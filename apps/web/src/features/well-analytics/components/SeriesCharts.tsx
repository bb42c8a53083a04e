import { Alert, Box, Stack, Typography } from "@mui/material";
import { useMemo } from "react";
import { type ChartSeries, TimeSeriesChart } from "../../../components/charts/index.ts";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { type Subject, useAnalyticsSeries } from "../api/well-analytics.ts";
import { periodTime } from "./format.ts";

/** Cumulative oil, gas and water; water cut and GOR, month by month. */
export function SeriesCharts({ subject }: { subject: Subject }) {
  const series = useAnalyticsSeries(subject);
  const charts = useMemo(() => {
    if (!series.data) return null;
    const d = series.data;
    const times = d.periods.map(periodTime);
    const cumulative: ChartSeries[] = [
      { id: "cum-oil", label: "Cumulative oil", unit: "Sm³", times, values: d.cumOilSm3, color: "#2e7d32" },
      {
        id: "cum-water",
        label: "Cumulative water",
        unit: "Sm³",
        times,
        values: d.cumWaterSm3,
        color: "#1565c0",
      },
      { id: "cum-gas", label: "Cumulative gas", unit: "Sm³", times, values: d.cumGasSm3, color: "#c62828" },
    ];
    const ratios: ChartSeries[] = [
      { id: "wc", label: "Water cut", unit: "%", times, values: d.waterCutPercent, color: "#1565c0" },
      { id: "gor", label: "Gas–oil ratio", unit: "Sm³/Sm³", times, values: d.gorSm3PerSm3, color: "#ef6c00" },
    ];
    return { cumulative, ratios };
  }, [series.data]);

  if (series.isPending) return <PageLoader />;
  if (series.isError)
    return (
      <Alert severity="error" role="alert">
        {errorMessage(series.error)}
      </Alert>
    );
  if (!charts || series.data.periods.length === 0)
    return <Alert severity="info">No production recorded.</Alert>;
  const d = series.data;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {d.periods[0]} to {d.periods[d.periods.length - 1]}
        {d.subject.kind === "well" && d.subject.field ? ` · field ${d.subject.field}` : ""}
      </Typography>
      <Box>
        <Typography variant="subtitle2" component="h3">
          Cumulative production (Sm³)
        </Typography>
        <TimeSeriesChart
          title={`Cumulative oil, gas and water of ${d.subject.name}, Sm³`}
          series={charts.cumulative}
          height={280}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          Water cut (%) and gas–oil ratio (Sm³/Sm³)
        </Typography>
        <TimeSeriesChart
          title={`Water cut and gas–oil ratio of ${d.subject.name}`}
          series={charts.ratios}
          height={260}
        />
      </Box>
    </Stack>
  );
}
