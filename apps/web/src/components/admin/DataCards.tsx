import { Box, Link, Paper, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import type { Column } from "./DataTable.tsx";

/**
 * A list on a phone: one card per row instead of a table that would scroll sideways. The first
 * column is the card's title (the link to the row's page); the others follow as label and value.
 */
export function DataCards<T>({
  label,
  columns,
  rows,
  rowKey,
  rowHref,
}: {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  rowHref?(row: T): string;
}) {
  const [first, ...rest] = columns;
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: "none", p: 1, m: 0 }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="div" sx={{ fontWeight: 600, mb: 0.5, overflowWrap: "anywhere" }}>
            {rowHref ? (
              <Link component={RouterLink} to={rowHref(row)}>
                {first.render(row)}
              </Link>
            ) : (
              first.render(row)
            )}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: "grid",
              gridTemplateColumns: "minmax(6rem, max-content) minmax(0, 1fr)",
              columnGap: 1.5,
              rowGap: 0.5,
              m: 0,
              fontSize: "0.875rem",
            }}
          >
            {rest.map((c) => (
              <Box key={c.key} sx={{ display: "contents" }}>
                <Box component="dt" sx={{ color: "text.secondary" }}>
                  {c.label}
                </Box>
                <Box
                  component="dd"
                  sx={{
                    m: 0,
                    minWidth: 0,
                    overflowWrap: "anywhere",
                    // A table keeps numbers and amounts on one line; a card's narrow column wraps them
                    // (chips keep theirs: their height is fixed).
                    "& :not(.MuiChip-label)": { whiteSpace: "normal !important" },
                  }}
                >
                  {c.render(row)}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
