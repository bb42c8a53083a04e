import CancelIcon from "@mui/icons-material/Cancel";
import { Chip, Stack, Typography } from "@mui/material";
import type { CatalogType } from "@strata/core";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";
import { filterLabel } from "./explorer-filter.ts";

const AREA_LABELS = {
  intersects: "Area drawn on the map (touching it)",
  contains: "Area drawn on the map (inside it)",
} as const;

/** The filters in force, each removable, and the area drawn on the map when there is one. */
export function FilterChips(props: {
  type: CatalogType;
  filter: CatalogFilter;
  onRemove: (column: string) => void;
  area?: { mode: keyof typeof AREA_LABELS; onRemove: () => void } | null;
}) {
  const entries = Object.entries(props.filter);
  const area = props.area ?? null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: "wrap", alignItems: "center" }}
      aria-label="Filters"
      role="group"
    >
      {area ? (
        <Chip
          label={AREA_LABELS[area.mode]}
          onDelete={area.onRemove}
          color="secondary"
          variant="outlined"
          deleteIcon={<CancelIcon titleAccess={`Remove filter ${AREA_LABELS[area.mode]}`} />}
        />
      ) : null}
      {entries.length === 0 && !area ? (
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
