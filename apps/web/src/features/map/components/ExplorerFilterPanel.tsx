import { Alert, Box, Button, LinearProgress, Paper, Typography } from "@mui/material";
import type { CatalogType } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { errorMessage } from "../../../lib/api.ts";
import { type CatalogFilter, catalogPath } from "../../../lib/catalog-links.ts";
import { countFormat } from "../../../lib/format.ts";
import { explorerQuery, FilterChips, typeName } from "../../data-explorer/index.ts";
import type { FilteredLayer } from "../api/get-filtered-layer.ts";

/** How many of the filtered records the view holds, said as the layer's answer allows. */
function inViewSentence(type: CatalogType, meta: FilteredLayer["meta"]): string {
  const n = countFormat.format(meta.total);
  const about = meta.totalEstimated ? "About " : "";
  const what = meta.total === 1 ? "record matches" : "records match";
  const shown = meta.truncated
    ? `; the map draws ${countFormat.format(meta.returned)} of them at this zoom`
    : "";
  return `${about}${n} ${typeName(type)} ${what} in this view${shown}.`;
}

/**
 * The data explorer's filter on the map ("Show on the map"): its chips, each removable, how many
 * records match in the view (drawn above the layers in the selection colour), and the ways out.
 */
export function ExplorerFilterPanel({
  type,
  filter,
  layer,
  canOpenCatalog,
  onRemove,
  onClear,
}: {
  type: CatalogType;
  filter: CatalogFilter;
  layer: { data: FilteredLayer | undefined; isFetching: boolean; error: unknown };
  canOpenCatalog: boolean;
  onRemove: (column: string) => void;
  onClear: () => void;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="explorer-filter-heading" sx={{ p: 2 }}>
      <Typography id="explorer-filter-heading" variant="h3" sx={{ mb: 1 }}>
        Filtered from the data explorer: {typeName(type)}
      </Typography>
      <FilterChips type={type} filter={filter} onRemove={onRemove} />
      {layer.isFetching ? <LinearProgress aria-label="Finding the matching records" sx={{ mt: 1 }} /> : null}
      {layer.error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(layer.error)}
        </Alert>
      ) : null}
      {layer.data ? (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="explorer-filter-count" aria-live="polite">
          {inViewSentence(type, layer.data.meta)}
        </Typography>
      ) : null}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
        {canOpenCatalog ? (
          <Button size="small" component={RouterLink} to={catalogPath({ type, filter })}>
            Open in the catalogue
          </Button>
        ) : null}
        <Button size="small" component={RouterLink} to={`/data-explorer?${explorerQuery(type, filter)}`}>
          Back to the explorer
        </Button>
        <Button size="small" color="inherit" onClick={onClear}>
          Clear filter
        </Button>
      </Box>
    </Paper>
  );
}
