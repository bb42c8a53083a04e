import { Alert, Box, LinearProgress, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { lazy, Suspense } from "react";
import { useListParams } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Can } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useMyCreditStats } from "../api/get-my-credit-stats.ts";
import { useMyCredits } from "../api/get-my-credits.ts";
import { LedgerTable } from "../components/LedgerTable.tsx";
import { MyPurchases } from "../components/MyPurchases.tsx";
import { PlanCards } from "../components/PlanCards.tsx";

// The charts library loads only when the chart shows, never with the first page.
const UsageChart = lazy(() => import("../components/UsageChart.tsx"));

/** The organisation's download credits: balance, quota, plans to buy, purchases, usage and ledger. */
export function CreditsPage() {
  const params = useListParams([]);
  const credits = useMyCredits({ page: params.page, pageSize: params.pageSize });
  const stats = useMyCreditStats();
  const c = credits.data;
  const used = stats.data?.byMonth.some((m) => m.granted || m.spent || m.expired || m.adjusted);
  return (
    <>
      <PageHeader
        title="Download credits"
        subtitle="Buy credits and see what your organisation spent them on."
      />
      {credits.isLoading ? <LinearProgress aria-label="Loading credits" /> : null}
      {credits.isError ? <Alert severity="error">{errorMessage(credits.error)}</Alert> : null}
      <Stack spacing={3}>
        {c ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={4}
              sx={{ alignItems: { sm: "flex-end" } }}
            >
              <Box>
                <Typography color="text.secondary">Balance</Typography>
                <Typography
                  component="p"
                  data-testid="credit-balance"
                  sx={{ fontSize: "3rem", fontWeight: 600, lineHeight: 1.1 }}
                >
                  {c.balance.toLocaleString("en-MY")}
                </Typography>
                <Typography color="text.secondary">credits</Typography>
              </Box>
              <Box>
                <Typography color="text.secondary">Spent this month</Typography>
                <Typography variant="h5" component="p">
                  {c.spentThisMonth.toLocaleString("en-MY")}
                </Typography>
              </Box>
              <Box>
                <Typography color="text.secondary">Monthly quota</Typography>
                <Typography variant="h5" component="p">
                  {c.monthlyQuota === null ? "None" : c.monthlyQuota.toLocaleString("en-MY")}
                </Typography>
                {c.monthlyQuota !== null ? (
                  <Typography variant="body2" color="text.secondary">
                    {Math.max(c.monthlyQuota - c.spentThisMonth, 0).toLocaleString("en-MY")} left this month
                  </Typography>
                ) : null}
              </Box>
            </Stack>
          </Paper>
        ) : null}
        <Can I="view" a="Invoice">
          <Box component="section" aria-labelledby="plans-heading">
            <Typography id="plans-heading" variant="h6" component="h2" gutterBottom>
              Plans
            </Typography>
            <PlanCards />
          </Box>
          <MyPurchases />
        </Can>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Usage over the last 12 months
          </Typography>
          {stats.isError ? <Alert severity="error">{errorMessage(stats.error)}</Alert> : null}
          {stats.data && !used ? <Typography color="text.secondary">No credits used yet.</Typography> : null}
          {stats.data && used ? (
            <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
              <UsageChart byMonth={stats.data.byMonth} />
            </Suspense>
          ) : null}
        </Paper>
        <Box component="section" aria-labelledby="ledger-heading">
          <Typography id="ledger-heading" variant="h6" component="h2" gutterBottom>
            Ledger
          </Typography>
          <LedgerTable
            ledger={c?.ledger}
            loading={credits.isFetching}
            error={credits.error}
            params={params}
          />
        </Box>
      </Stack>
    </>
  );
}

export { CreditsPage as Component };
