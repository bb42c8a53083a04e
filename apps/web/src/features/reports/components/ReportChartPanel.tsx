import {
  Alert,
  Box,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { formatMyr, type ReportChart } from "@strata/core";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { categoryLabel } from "./format-cell.ts";

const PALETTE = ["#2e7d32", "#1565c0", "#ef6c00", "#6a1b9a", "#00838f", "#c62828", "#558b2f", "#4e342e"];
const compact = new Intl.NumberFormat("en-MY", { notation: "compact", maximumFractionDigits: 1 });

/**
 * A report's chart. The drawing is hidden from assistive technology; a table of the same numbers,
 * visually hidden, says what it shows.
 */
export function ReportChartPanel({
  chart,
  loading,
  error,
}: {
  chart: ReportChart | undefined;
  loading: boolean;
  error: unknown;
}) {
  if (error) return null; // The table above it shows the same error with its message.
  if (!chart) {
    return loading ? <Skeleton variant="rounded" height={280} sx={{ mb: 3 }} /> : null;
  }
  const money = chart.valueKind === "money";
  const value = (v: number) => (money ? formatMyr(v) : v.toLocaleString("en-MY"));
  const categories = chart.categories.map(categoryLabel);
  const series = chart.series.map((s, i) => ({
    label: s.label,
    data: money ? s.data.map((v) => v / 100) : s.data,
    color: PALETTE[i % PALETTE.length],
    valueFormatter: (v: number | null) =>
      v === null ? "" : money ? formatMyr(Math.round(v * 100)) : String(v),
  }));
  const props = {
    height: 280,
    xAxis: [{ scaleType: "band" as const, data: categories }],
    yAxis: [{ width: 64, valueFormatter: (v: number | null) => (v === null ? "" : compact.format(v)) }],
    series,
  };
  const empty = chart.series.every((s) => s.data.every((v) => v === 0));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="figure" aria-label={chart.title}>
      <Typography variant="h2" component="figcaption" sx={{ fontSize: "1rem", fontWeight: 600, mb: 1 }}>
        {chart.title}
      </Typography>
      {empty ? (
        <Alert severity="info">Nothing to chart for these filters.</Alert>
      ) : (
        <Box aria-hidden inert>
          {chart.kind === "line" ? (
            <LineChart {...props} series={series.map((s) => ({ ...s, curve: "linear" as const }))} />
          ) : (
            <BarChart {...props} />
          )}
        </Box>
      )}
      <Table size="small" sx={visuallyHidden}>
        <TableHead>
          <TableRow>
            <TableCell>{money ? "Month (MYR)" : "Category"}</TableCell>
            {chart.series.map((s) => (
              <TableCell key={s.label}>{s.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((c, i) => (
            <TableRow key={c}>
              <TableCell>{c}</TableCell>
              {chart.series.map((s) => (
                <TableCell key={s.label}>{value(s.data[i] ?? 0)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
