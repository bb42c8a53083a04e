import { Box, Button, Typography } from "@mui/material";
import type { PriceBreakdown as Price } from "@strata/core";
import { Link as RouterLink, useLocation } from "react-router";
import { PriceBreakdown } from "../../../components/billing/PriceBreakdown.tsx";

/** After submit: what happens next, and the way to follow it. */
export function RegisterDonePage() {
  // The price comes with the submit's answer; a reload of this page has none and leaves it out.
  const state = (useLocation().state ?? {}) as { price?: Price; email?: string };
  const price = state.price ?? null;
  const paid = price === null || price.totalSen > 0;
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Registration submitted
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Thank you. Your application is now <strong>pending verification</strong>: our team checks your
        organisation and its documents{paid ? ", then the approvers review it" : ""}. We e-mail you
        {state.email ? ` at ${state.email}` : ""} at every step.
      </Typography>
      {price && paid ? (
        <Box sx={{ mb: 2 }}>
          <Typography>
            Once it is approved you receive an invoice of this total to pay; your subscription starts when the
            payment is confirmed.
          </Typography>
          <PriceBreakdown price={price} align="start" />
        </Box>
      ) : paid ? (
        <Typography sx={{ mb: 2 }}>
          Once it is approved you receive an invoice to pay; your subscription starts when the payment is
          confirmed.
        </Typography>
      ) : (
        <Typography sx={{ mb: 2 }}>Your free subscription starts as soon as it is approved.</Typography>
      )}
      <Typography sx={{ mb: 3 }}>
        You can sign in now with your e-mail and password to follow your application.
      </Typography>
      <Button component={RouterLink} to="/auth/signin?callbackUrl=%2Fregistration" variant="contained">
        Sign in
      </Button>
    </Box>
  );
}

export { RegisterDonePage as Component };
