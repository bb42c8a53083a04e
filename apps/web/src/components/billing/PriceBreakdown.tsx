import { Box, Typography } from "@mui/material";
import { type BreakdownFigures, breakdownRows } from "@strata/core";

/**
 * A price with SST broken out — Subtotal (excl. SST), Service tax (SST 8%), Total (incl. SST) — the
 * one way every screen shows it, from the figures the server answered.
 */
export function PriceBreakdown({
  price,
  label = "Price",
  align = "end",
  totalTestId,
}: {
  price: BreakdownFigures;
  /** Names the list for screen readers ("Totals", "Price"). */
  label?: string;
  /** "end" sits under a table like an invoice's totals; "start" follows a paragraph. */
  align?: "start" | "end";
  /** A test id on the total's amount (the invoice journey reads it). */
  totalTestId?: string;
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: "grid",
        gridTemplateColumns: "1fr max-content",
        columnGap: 3,
        rowGap: 0.5,
        ml: align === "end" ? "auto" : 0,
        my: 1,
        maxWidth: 360,
      }}
    >
      {breakdownRows(price).map((row) => {
        // The total is set off by a rule above it and bold type, as on the invoice.
        const sx = row.total ? { fontWeight: 700, borderTop: 1, borderColor: "divider", pt: 0.5 } : {};
        return [
          <Typography key={`${row.label}-dt`} component="dt" sx={sx}>
            {row.label}
          </Typography>,
          <Typography
            key={`${row.label}-dd`}
            component="dd"
            data-testid={row.total ? totalTestId : undefined}
            sx={{ ...sx, m: 0, textAlign: "right", whiteSpace: "nowrap" }}
          >
            {row.amount}
          </Typography>,
        ];
      })}
    </Box>
  );
}
