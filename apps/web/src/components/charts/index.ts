export { type ChartSeries, TimeSeriesChart, type TimeSeriesChartProps } from "./TimeSeriesChart.tsx";
