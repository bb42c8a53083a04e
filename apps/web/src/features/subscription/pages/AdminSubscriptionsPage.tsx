import {
  Alert,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { SUBSCRIPTION_STATUSES, TIERS } from "@strata/core";
import { Link, useSearchParams } from "react-router";
import { StatusChip } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { useSubscriptions } from "../api/get-subscriptions.ts";
import { planName } from "../components/SubscriptionCard.tsx";

/** Admin's subscriptions: filters and page live in the address, so a list can be linked. */
export function AdminSubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const filters = {
    page: Number(params.get("page") ?? 1),
    pageSize: Number(params.get("pageSize") ?? 10),
    status: params.get("status") || undefined,
    planType: params.get("planType") || undefined,
    q: params.get("q") || undefined,
    endingBefore: params.get("endingBefore") || undefined,
  };
  const list = useSubscriptions(filters);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== "page") next.delete("page");
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader title="Subscriptions" subtitle="Every organisation's subscription." />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Organisation or alias"
          value={filters.q ?? ""}
          onChange={(e) => set("q", e.target.value)}
        />
        <TextField
          select
          label="Status"
          value={filters.status ?? ""}
          onChange={(e) => set("status", e.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Any</MenuItem>
          {SUBSCRIPTION_STATUSES.map((s) => (
            <MenuItem key={s} value={s} sx={{ textTransform: "capitalize" }}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Plan"
          value={filters.planType ?? ""}
          onChange={(e) => set("planType", e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Any</MenuItem>
          {TIERS.map((t) => (
            <MenuItem key={t} value={t}>
              {planName(t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Ending before"
          type="date"
          value={filters.endingBefore ?? ""}
          onChange={(e) => set("endingBefore", e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      <Paper variant="outlined">
        {list.isFetching ? <LinearProgress aria-label="Loading" /> : null}
        <Table aria-label="Subscriptions">
          <TableHead>
            <TableRow>
              <TableCell>Organisation</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Ends</TableCell>
              <TableCell>Days left</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data?.result.map((s) => (
              <TableRow key={s.id} hover>
                <TableCell>
                  <Link to={`/admin/subscriptions/${s.id}`}>{s.organisationName}</Link>
                  {s.alias ? (
                    <Typography variant="body2" color="text.secondary">
                      {s.alias}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{planName(s.planType)}</TableCell>
                <TableCell>
                  <StatusChip status={s.status} />
                </TableCell>
                <TableCell>{s.endsAt ? s.endsAt.slice(0, 10) : "—"}</TableCell>
                <TableCell>{s.daysLeft ?? "—"}</TableCell>
              </TableRow>
            ))}
            {list.isSuccess && list.data.result.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
                    No subscriptions match these filters.
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={list.data?.pageTotal ?? 0}
          page={filters.page - 1}
          rowsPerPage={filters.pageSize}
          onPageChange={(_, page) => set("page", String(page + 1))}
          onRowsPerPageChange={(e) => set("pageSize", e.target.value)}
        />
      </Paper>
    </>
  );
}

export { AdminSubscriptionsPage as Component };
