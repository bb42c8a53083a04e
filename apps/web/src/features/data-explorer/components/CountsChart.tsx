import { BarChart } from "@mui/x-charts/BarChart";

export interface ChartSeries {
  label: string;
  data: number[];
  color?: string;
}

export interface CountsChartProps {
  labels: string[];
  series: ChartSeries[];
  horizontal?: boolean;
  /** A click on a bar picks its label (the table beside the chart does the same by keyboard). */
  onPick?: (index: number) => void;
}

const count = new Intl.NumberFormat("en-MY");

/**
 * Bars of counts, stacked when there are several series, with a legend naming what is counted
 * (issue 30: every chart has one, a single series too). Loaded lazily by the data explorer, so the
 * charts library weighs only on that page; hidden from assistive technology and out of the tab order
 * (its own keyboard navigation off), the table beside it holds the same numbers and picks by keyboard.
 */
export default function CountsChart({ labels, series, horizontal, onPick }: CountsChartProps) {
  return (
    <div aria-hidden="true" style={{ cursor: onPick ? "pointer" : undefined }}>
      <BarChart
        height={horizontal ? Math.max(180, labels.length * 26 + 60) : 260}
        layout={horizontal ? "horizontal" : "vertical"}
        {...(horizontal
          ? { yAxis: [{ scaleType: "band" as const, data: labels, width: 140 }] }
          : { xAxis: [{ scaleType: "band" as const, data: labels }] })}
        series={series.map((s) => ({
          ...s,
          stack: series.length > 1 ? "total" : undefined,
          valueFormatter: (v: number | null) => (v === null ? "" : count.format(v)),
        }))}
        disableKeyboardNavigation
        onItemClick={onPick ? (_, item) => onPick(item.dataIndex) : undefined}
      />
    </div>
  );
}
