import CancelIcon from "@mui/icons-material/Cancel";
import { Chip, Stack, Typography } from "@mui/material";
import type { CatalogType } from "@strata/core";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";
import { filterLabel } from "./explorer-filter.ts";

/** The filters in force, each removable. */
export function FilterChips(props: {
  type: CatalogType;
  filter: CatalogFilter;
  onRemove: (column: string) => void;
}) {
  const entries = Object.entries(props.filter);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: "wrap", alignItems: "center" }}
      aria-label="Filters"
      role="group"
    >
      {entries.length === 0 ? (
        <Typography color="text.secondary">
          No filter: pick a bar or a row of a table to narrow every chart.
        </Typography>
      ) : (
        entries.map(([column, value]) => {
          const label = filterLabel(props.type, column, value);
          return (
            <Chip
              key={column}
              label={label}
              onDelete={() => props.onRemove(column)}
              color="primary"
              variant="outlined"
              deleteIcon={<CancelIcon titleAccess={`Remove filter ${label}`} />}
            />
          );
        })
      )}
    </Stack>
  );
}
