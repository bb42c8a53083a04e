import {
  Box,
  Card,
  CardContent,
  Grid,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from "@mui/material";
import {
  type DashboardOverview,
  formatMonth,
  formatMyr,
  formatMyrSst,
  planName,
  statusLabel,
} from "@strata/core";
import { lazy, type ReactNode, Suspense } from "react";
import { Link as RouterLink } from "react-router";
import { countFormat } from "../../../lib/format.ts";
import { useAdminDashboard } from "../api/get-admin-dashboard.ts";

const StatusDonut = lazy(() => import("./OverviewCharts.tsx").then((m) => ({ default: m.StatusDonut })));
const TierBars = lazy(() => import("./OverviewCharts.tsx").then((m) => ({ default: m.TierBars })));
const RevenueBars = lazy(() => import("./OverviewCharts.tsx").then((m) => ({ default: m.RevenueBars })));

const monthName = (month: string, offset = 0) => {
  const [y, m] = month.split("-").map(Number);
  return formatMonth(new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 7));
};

/**
 * A chart beside its numbers: the chart is decoration for sighted users, the table is the content.
 * `inert` keeps the chart's own focusable marks out of the tab order and the accessibility tree
 * (aria-hidden alone left them focusable: axe's aria-hidden-focus).
 */
function Chart({ children }: { children: ReactNode }) {
  return (
    <Box inert sx={{ minHeight: 160 }}>
      <Suspense fallback={<Skeleton variant="rounded" height={160} />}>{children}</Suspense>
    </Box>
  );
}

function Tile({
  id,
  title,
  link,
  linkLabel,
  size = { xs: 12, md: 6, lg: 4 },
  children,
}: {
  id: string;
  title: string;
  link: string | null;
  linkLabel: string;
  size?: Record<string, number>;
  children: ReactNode;
}) {
  return (
    <Grid component="li" size={size}>
      <Card variant="outlined" sx={{ height: "100%" }} component="section" aria-labelledby={`tile-${id}`}>
        <CardContent>
          <Typography id={`tile-${id}`} variant="h3" component="h2" gutterBottom>
            {title}
          </Typography>
          {children}
          {link ? (
            <Link component={RouterLink} to={link} sx={{ display: "inline-block", mt: 1 }}>
              {linkLabel}
            </Link>
          ) : null}
        </CardContent>
      </Card>
    </Grid>
  );
}

const Big = ({ children }: { children: ReactNode }) => (
  <Typography variant="h2" component="p" color="primary">
    {children}
  </Typography>
);

function Rows({
  caption,
  rows,
}: {
  caption: string;
  rows: { key: string; label: ReactNode; value: ReactNode }[];
}) {
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" variant="body2">
        None yet.
      </Typography>
    );
  return (
    <Table size="small" aria-label={caption}>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell component="th" scope="row" sx={{ pl: 0 }}>
              {r.label}
            </TableCell>
            <TableCell align="right" sx={{ pr: 0 }}>
              {r.value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Overview({ overview }: { overview: DashboardOverview }) {
  const { subscriptions, applications, revenue, downloads, organisations } = overview;
  const month = monthName(overview.month);
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      sx={{ listStyle: "none", p: 0, m: 0, mb: 3 }}
      aria-label="Overview"
    >
      {subscriptions ? (
        <Tile
          id="subscriptions"
          title="Subscriptions"
          link={subscriptions.link}
          linkLabel="Open subscriptions"
          size={{ xs: 12, lg: 8 }}
        >
          <Big>{countFormat.format(subscriptions.total)}</Big>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Typography variant="subtitle2" component="h3">
                By status
              </Typography>
              {subscriptions.total > 0 ? (
                <Chart>
                  <StatusDonut byStatus={subscriptions.byStatus} />
                </Chart>
              ) : null}
              <Rows
                caption="Subscriptions by status"
                rows={subscriptions.byStatus.map((s) => ({
                  key: s.status,
                  label: statusLabel(s.status),
                  value: countFormat.format(s.count),
                }))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Typography variant="subtitle2" component="h3">
                By plan
              </Typography>
              {subscriptions.total > 0 ? (
                <Chart>
                  <TierBars byTier={subscriptions.byTier} />
                </Chart>
              ) : null}
              <Rows
                caption="Subscriptions by plan"
                rows={subscriptions.byTier.map((t) => ({
                  key: t.tier,
                  label: planName(t.tier),
                  value: countFormat.format(t.count),
                }))}
              />
            </Grid>
          </Grid>
        </Tile>
      ) : null}
      {applications ? (
        <Tile id="applications" title="Applications waiting" link={null} linkLabel="">
          <Big>{countFormat.format(applications.total)}</Big>
          <Rows
            caption="Applications waiting per stage"
            rows={applications.stages.map((s) => ({
              key: `${s.stage}-${s.level ?? 0}`,
              label: s.link ? (
                <Link component={RouterLink} to={s.link}>
                  {s.label}
                </Link>
              ) : (
                s.label
              ),
              value: countFormat.format(s.count),
            }))}
          />
        </Tile>
      ) : null}
      {revenue ? (
        <Tile id="revenue" title="Revenue" link={revenue.link} linkLabel="Open paid invoices">
          <Big>{formatMyrSst(revenue.thisMonthSen, "incl")}</Big>
          <Chart>
            <RevenueBars revenue={revenue} />
          </Chart>
          <Rows
            caption="Revenue from paid invoices (incl. SST)"
            rows={[
              { key: "this", label: `This month (${month})`, value: formatMyr(revenue.thisMonthSen) },
              {
                key: "last",
                label: `Last month (${monthName(overview.month, -1)})`,
                value: formatMyr(revenue.lastMonthSen),
              },
            ]}
          />
        </Tile>
      ) : null}
      {downloads ? (
        <Tile id="downloads" title="Downloads this month" link={downloads.link} linkLabel="Open downloads">
          <Big>{countFormat.format(downloads.packages)}</Big>
          <Typography color="text.secondary">
            {downloads.packages === 1 ? "package" : "packages"} confirmed in {month}, with{" "}
            {countFormat.format(downloads.items)} {downloads.items === 1 ? "record" : "records"}
          </Typography>
        </Tile>
      ) : null}
      {organisations ? (
        <Tile
          id="organisations"
          title="New organisations"
          link={organisations.link}
          linkLabel="Open organisations"
        >
          <Big>{countFormat.format(organisations.newThisMonth)}</Big>
          <Typography color="text.secondary">
            new in {month}, of {countFormat.format(organisations.total)} in all
          </Typography>
        </Tile>
      ) : null}
    </Grid>
  );
}

/** The business at a glance for staff (section 7 "Admin dashboard"): only the tiles of their rights. */
export function StaffOverview({ enabled }: { enabled: boolean }) {
  const { data, isPending } = useAdminDashboard(enabled);
  if (!enabled) return null;
  if (isPending)
    return <Skeleton variant="rounded" height={240} sx={{ mb: 3 }} aria-label="Loading the overview" />;
  if (!data) return null;
  return <Overview overview={data.overview} />;
}
