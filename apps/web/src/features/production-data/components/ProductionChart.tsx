import { Box, CircularProgress } from "@mui/material";
import { LineChart } from "@mui/x-charts/LineChart";
import { type ComponentType, lazy, Suspense } from "react";

/** The chart's interface (components/charts/TimeSeriesChart.tsx, from the lead's branch). */
export interface ChartSeries {
  id: string;
  label: string;
  unit: string;
  /** ms since epoch, ascending */
  times: readonly number[];
  values: readonly (number | null)[];
  dashed?: boolean;
  color?: string;
}
export interface ProductionChartProps {
  series: readonly ChartSeries[];
  scale?: "linear" | "log";
  height?: number;
  /** accessible name */
  title: string;
}

/**
 * The app's canvas time-series chart when it is there (it lands from main at merge); until then a
 * line chart of @mui/x-charts with the same props, so this feature builds either way.
 */
const modules = import.meta.glob<{ TimeSeriesChart: ComponentType<ProductionChartProps> }>(
  "../../../components/charts/TimeSeriesChart.tsx",
);
const loader = Object.values(modules)[0];
const Canvas = loader ? lazy(() => loader().then((m) => ({ default: m.TimeSeriesChart }))) : null;

function FallbackChart({ series, scale = "linear", height = 360, title }: ProductionChartProps) {
  const units = [...new Set(series.map((s) => s.unit))].slice(0, 2);
  const times = [...new Set(series.flatMap((s) => s.times))].sort((a, b) => a - b);
  const positive = (v: number | null) => (v === null || (scale === "log" && v <= 0) ? null : v);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title}>
      <LineChart
        height={height}
        xAxis={[{ data: times.map((t) => new Date(t)), scaleType: "time" }]}
        yAxis={units.map((unit, i) => ({
          id: unit,
          label: unit,
          scaleType: scale,
          position: i === 0 ? ("left" as const) : ("right" as const),
        }))}
        series={series.map((s) => {
          const byTime = new Map(s.times.map((t, i) => [t, s.values[i]]));
          return {
            id: s.id,
            label: `${s.label} (${s.unit})`,
            data: times.map((t) => positive(byTime.get(t) ?? null)),
            yAxisId: s.unit,
            showMark: false,
            connectNulls: false,
            color: s.color,
          };
        })}
      />
    </Box>
  );
}

export function ProductionChart(props: ProductionChartProps) {
  if (!Canvas) return <FallbackChart {...props} />;
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading the chart" />}>
      <Canvas {...props} />
    </Suspense>
  );
}
