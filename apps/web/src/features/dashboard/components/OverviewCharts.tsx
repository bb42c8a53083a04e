import { BarChart } from "@mui/x-charts/BarChart";
import { PieChart } from "@mui/x-charts/PieChart";
import { type DashboardOverview, planName, statusLabel } from "@strata/core";

const compactRinggit = new Intl.NumberFormat("en-MY", { notation: "compact", maximumFractionDigits: 1 });

type Subscriptions = NonNullable<DashboardOverview["subscriptions"]>;
type Revenue = NonNullable<DashboardOverview["revenue"]>;

/**
 * The dashboard's charts, loaded lazily so the charts library does not weigh on the first page.
 * Each is hidden from assistive technology: the tile next to it lists the same numbers as text.
 * Each has its legend (the donut's statuses by colour; a bar chart's measure and unit).
 */
export function StatusDonut({ byStatus }: { byStatus: Subscriptions["byStatus"] }) {
  return (
    <PieChart
      height={180}
      series={[
        {
          innerRadius: 45,
          outerRadius: 80,
          data: byStatus.map((s, i) => ({ id: i, value: s.count, label: statusLabel(s.status) })),
        },
      ]}
    />
  );
}

export function TierBars({ byTier }: { byTier: Subscriptions["byTier"] }) {
  return (
    <BarChart
      height={220}
      layout="horizontal"
      yAxis={[{ scaleType: "band", data: byTier.map((t) => planName(t.tier)), width: 130 }]}
      series={[{ data: byTier.map((t) => t.count), label: "Subscriptions", color: "#1565c0" }]}
    />
  );
}

export function RevenueBars({ revenue }: { revenue: Revenue }) {
  return (
    <BarChart
      height={160}
      xAxis={[{ scaleType: "band", data: ["Last month", "This month"] }]}
      yAxis={[
        { width: 56, valueFormatter: (v: number | null) => (v === null ? "" : compactRinggit.format(v)) },
      ]}
      series={[
        {
          data: [revenue.lastMonthSen / 100, revenue.thisMonthSen / 100],
          label: "Revenue (MYR)",
          color: "#2e7d32",
        },
      ]}
    />
  );
}
