import { Box, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled block of a payment page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: "100%" }}>
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label–value pairs as a description list. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {value ?? "—"}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export const methodLabel = (method: string) =>
  method === "online" ? "Online (payment gateway)" : "Bank transfer";
