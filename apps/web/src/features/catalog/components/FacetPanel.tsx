import CheckBoxIcon from "@mui/icons-material/CheckBox";
import CheckBoxOutlineBlankIcon from "@mui/icons-material/CheckBoxOutlineBlank";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { type CatalogColumn, type CatalogType, catalogColumn } from "@strata/core";
import { useState } from "react";
import { errorMessage } from "../../../lib/api.ts";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";
import { countFormat } from "../../../lib/format.ts";
import type { CatalogFacets } from "../api/get-facets.ts";
import { formatValue, isRange } from "./format.ts";

type FacetValue = string | number | boolean;
const SHOWN = 6;
const SKELETON_ROWS = ["a", "b", "c", "d", "e", "f"];

function FacetGroup({
  facet,
  column,
  selected,
  onToggle,
}: {
  facet: CatalogFacets["facets"][number];
  column: CatalogColumn;
  selected: FacetValue[];
  onToggle: (value: FacetValue) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const values = facet.values.filter((v): v is { value: FacetValue; count: number } => v.value !== null);
  const shown = expanded ? values : values.slice(0, SHOWN);
  const headingId = `facet-${facet.key}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 1.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ px: 2, pt: 1 }}>
        {facet.label}
      </Typography>
      {values.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          No values
        </Typography>
      ) : (
        <List dense disablePadding>
          {shown.map(({ value, count }) => {
            const checked = selected.includes(value);
            const label = formatValue(column, value);
            return (
              <ListItem key={String(value)} disablePadding>
                <ListItemButton
                  onClick={() => onToggle(value)}
                  role="checkbox"
                  aria-checked={checked}
                  dense
                  sx={{ py: 0 }}
                >
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {/* A picture of the state, not a second control: the row is the checkbox. */}
                    {checked ? (
                      <CheckBoxIcon fontSize="small" color="primary" aria-hidden />
                    ) : (
                      <CheckBoxOutlineBlankIcon fontSize="small" color="action" aria-hidden />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={label}
                    secondary={countFormat.format(count)}
                    slotProps={{
                      primary: { noWrap: true, title: label },
                      secondary: { component: "span" },
                    }}
                    sx={{ display: "flex", justifyContent: "space-between", gap: 1, my: 0 }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {values.length > SHOWN ? (
        <Button size="small" onClick={() => setExpanded(!expanded)} sx={{ ml: 1 }}>
          {expanded ? "Show fewer" : `Show all ${values.length}`}
        </Button>
      ) : null}
    </Box>
  );
}

/** Counts per facet value (region, block, operator, year…); each entry toggles a filter on that value. */
export function FacetPanel({
  type,
  facets,
  filter,
  isLoading,
  error,
  onToggle,
}: {
  type: CatalogType;
  facets: CatalogFacets | undefined;
  filter: CatalogFilter;
  isLoading: boolean;
  error: unknown;
  onToggle: (key: string, value: FacetValue) => void;
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("lg"));
  // Beside the table the facets are always open; under it, on small screens, they fold away.
  const [unfolded, setUnfolded] = useState(false);
  const open = wide || unfolded;
  return (
    <Paper variant="outlined" component="aside" aria-label="Facets" sx={{ py: 1 }}>
      {wide ? (
        <Typography variant="h3" component="h2" sx={{ px: 2, py: 1 }}>
          Refine
        </Typography>
      ) : (
        <Button
          onClick={() => setUnfolded(!unfolded)}
          aria-expanded={open}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ mx: 1 }}
        >
          Refine by region, block, operator…
        </Button>
      )}
      {open ? (
        <>
          {error ? (
            <Alert severity="error" sx={{ mx: 2 }}>
              {errorMessage(error)}
            </Alert>
          ) : null}
          {isLoading && !facets ? (
            <Box sx={{ px: 2 }}>
              {SKELETON_ROWS.map((row) => (
                <Skeleton key={row} height={28} />
              ))}
            </Box>
          ) : null}
          {facets?.type === type
            ? facets.facets.map((facet) => {
                const column = catalogColumn(type, facet.key);
                if (!column) return null;
                const current = filter[facet.key];
                const selected = current && !isRange(current) ? current : [];
                return (
                  <FacetGroup
                    key={facet.key}
                    facet={facet}
                    column={column}
                    selected={selected}
                    onToggle={(value) => onToggle(facet.key, value)}
                  />
                );
              })
            : null}
        </>
      ) : null}
    </Paper>
  );
}
