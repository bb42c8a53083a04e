import { Box, Paper, Skeleton, Typography } from "@mui/material";
import { lazy, type ReactNode, Suspense, useId } from "react";
import type { CountsChartProps } from "./CountsChart.tsx";

// The charts library loads only with this page, never with the first one.
const CountsChart = lazy(() => import("./CountsChart.tsx"));

interface Props {
  title: string;
  /** Shown instead of the chart and its table when there is nothing to count. */
  empty: string | null;
  chart: CountsChartProps;
  /** The chart's numbers as a keyboard-friendly table. */
  table: ReactNode;
  /** Other ways to filter, under the heading. */
  controls?: ReactNode;
}

/** One chart with its table beside it, under a heading. */
export function ChartPanel({ title, empty, chart, table, controls }: Props) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {controls}
      {empty ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", md: chart.series.length > 1 ? "1fr 1fr" : "3fr 2fr" },
          }}
        >
          <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
            <CountsChart {...chart} />
          </Suspense>
          {table}
        </Box>
      )}
    </Paper>
  );
}
