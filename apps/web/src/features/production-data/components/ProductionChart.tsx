import {
  type ChartSeries,
  TimeSeriesChart,
  type TimeSeriesChartProps,
} from "../../../components/charts/index.ts";

export type { ChartSeries };
export type ProductionChartProps = TimeSeriesChartProps;

/** Production over time: the app's canvas time-series chart (30 years of months in a few ms). */
export function ProductionChart(props: ProductionChartProps) {
  return <TimeSeriesChart height={360} {...props} />;
}
