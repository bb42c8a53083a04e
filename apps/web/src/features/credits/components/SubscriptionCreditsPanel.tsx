import { Alert, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { Can } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useSubscriptionCredits } from "../api/get-subscription-credits.ts";
import { useSetCreditQuota } from "../api/set-credit-quota.ts";
import { AdjustDialog } from "./AdjustDialog.tsx";
import { LedgerTable } from "./LedgerTable.tsx";
import { useLocalPaging } from "./local-paging.ts";

/**
 * The organisation's download credits on the admin subscription page: balance, quota (edit),
 * a manual adjustment with a reason, and the ledger.
 */
export function SubscriptionCreditsPanel({ subscriptionId }: { subscriptionId: string }) {
  const paging = useLocalPaging();
  const credits = useSubscriptionCredits(subscriptionId, { page: paging.page, pageSize: paging.pageSize });
  const setQuota = useSetCreditQuota(subscriptionId);
  const [quota, setQuotaText] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const c = credits.data;
  const quotaText = quota ?? (c?.monthlyQuota === null || c === undefined ? "" : String(c.monthlyQuota));
  const quotaValid = /^\d{0,7}$/.test(quotaText);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="credits-panel-heading">
      <Typography id="credits-panel-heading" variant="h6" component="h2" gutterBottom>
        Download credits
      </Typography>
      {credits.isError ? <Alert severity="error">{errorMessage(credits.error)}</Alert> : null}
      {setQuota.isError ? <Alert severity="error">{errorMessage(setQuota.error)}</Alert> : null}
      {c ? (
        <Stack spacing={2}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={4} sx={{ alignItems: { sm: "center" } }}>
            <Typography>
              Balance{" "}
              <Typography component="strong" variant="h5" data-testid="admin-credit-balance">
                {c.balance.toLocaleString("en-MY")}
              </Typography>
            </Typography>
            <Typography color="text.secondary">
              Spent this month: {c.spentThisMonth.toLocaleString("en-MY")}
            </Typography>
            <Can I="manage" a="Subscription">
              <Button variant="outlined" onClick={() => setAdjusting(true)}>
                Adjust credits
              </Button>
            </Can>
          </Stack>
          <Can I="manage" a="Subscription">
            <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
              <TextField
                label="Monthly quota"
                size="small"
                inputMode="numeric"
                value={quotaText}
                onChange={(e) => setQuotaText(e.target.value)}
                error={!quotaValid}
                helperText={
                  quotaValid ? "Credits a month; empty: no limit." : "Enter a whole number of credits"
                }
              />
              <Button
                disabled={quota === null || !quotaValid || setQuota.isPending}
                onClick={() =>
                  setQuota.mutate(quotaText === "" ? null : Number(quotaText), {
                    onSuccess: () => setQuotaText(null),
                  })
                }
              >
                Save quota
              </Button>
            </Stack>
          </Can>
          <LedgerTable ledger={c.ledger} loading={credits.isFetching} params={paging} />
        </Stack>
      ) : null}
      {adjusting ? (
        <AdjustDialog subscriptionId={subscriptionId} onClose={() => setAdjusting(false)} />
      ) : null}
    </Paper>
  );
}
