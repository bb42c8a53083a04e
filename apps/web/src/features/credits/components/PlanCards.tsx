import { Alert, Button, Card, CardActions, CardContent, Grid, Link, Stack, Typography } from "@mui/material";
import { type CreditPlan, formatMyrSst } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/admin/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useBuyCredits } from "../api/buy-credits.ts";
import { useCreditPlans } from "../api/get-credit-plans.ts";

/** The plans on offer as cards; "Buy" orders one after a confirmation and shows its invoice. */
export function PlanCards() {
  const plans = useCreditPlans();
  const buy = useBuyCredits();
  const [chosen, setChosen] = useState<CreditPlan | null>(null);
  const ordered = buy.data;
  return (
    <Stack spacing={2}>
      {ordered ? (
        <Alert severity="success" role="status">
          Invoice {ordered.invoice.number} for {formatMyrSst(ordered.invoice.totalSen, "incl")} is issued
          (also sent by e-mail). The credits are added once the payment is approved.{" "}
          <Link component={RouterLink} to={`/invoices/${ordered.invoice.id}/pay`}>
            Pay the invoice
          </Link>{" "}
          ·{" "}
          <Link component={RouterLink} to={`/invoices/${ordered.invoice.id}`}>
            View the invoice
          </Link>
        </Alert>
      ) : null}
      {plans.isError ? <Alert severity="error">{errorMessage(plans.error)}</Alert> : null}
      {plans.data && plans.data.result.length === 0 ? (
        <Typography color="text.secondary">No credit plans are on offer at the moment.</Typography>
      ) : null}
      <Grid container spacing={2}>
        {plans.data?.result.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h3">
                  {plan.name}
                </Typography>
                <Typography variant="h4" component="p" sx={{ my: 1 }}>
                  {plan.credits.toLocaleString("en-MY")}{" "}
                  <Typography component="span" color="text.secondary">
                    credits
                  </Typography>
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatMyrSst(plan.priceSen, "excl")}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {plan.validityDays
                    ? `Valid for ${plan.validityDays} days after approval`
                    : "Credits do not expire"}
                </Typography>
                {plan.description ? (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {plan.description}
                  </Typography>
                ) : null}
              </CardContent>
              <CardActions>
                <Button variant="contained" onClick={() => setChosen(plan)} aria-label={`Buy ${plan.name}`}>
                  Buy
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <ConfirmDialog
        open={chosen !== null}
        title={chosen ? `Buy ${chosen.name}?` : ""}
        message={
          chosen
            ? `An invoice for ${chosen.credits.toLocaleString("en-MY")} download credits is issued at ${formatMyrSst(chosen.priceSen, "excl")} (the invoice adds SST). Pay it online or by bank transfer; the credits are added once finance approves the payment.`
            : ""
        }
        confirmLabel="Order and issue the invoice"
        onConfirm={() => buy.mutateAsync(chosen?.id ?? "")}
        onClose={() => setChosen(null)}
      />
    </Stack>
  );
}
