import { BarChart } from "@mui/x-charts/BarChart";
import type { CreditStats } from "@strata/core";
import { formatMonth } from "@strata/core";

/**
 * Credits granted, spent and expired by month. Loaded lazily by the credits page (`lazy()`), so the
 * charts library does not weigh on the first page.
 */
export default function UsageChart({ byMonth }: { byMonth: CreditStats["byMonth"] }) {
  return (
    <BarChart
      height={280}
      xAxis={[
        {
          scaleType: "band",
          data: byMonth.map((m) => formatMonth(m.month)),
        },
      ]}
      series={[
        { data: byMonth.map((m) => m.granted + Math.max(m.adjusted, 0)), label: "Added", color: "#2e7d32" },
        { data: byMonth.map((m) => m.spent), label: "Spent", color: "#1565c0" },
        { data: byMonth.map((m) => m.expired), label: "Expired", color: "#9e9e9e" },
      ]}
    />
  );
}
