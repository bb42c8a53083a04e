import {
  Alert,
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Typography,
} from "@mui/material";
import { CATALOG_REGISTRY, MAX_DATA_REQUEST_RECORDS, type SelectionGeometry } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { errorMessage } from "../../../lib/api.ts";
import { catalogPath, FILTER_VALUES_MAX } from "../../../lib/catalog-links.ts";
import { countFormat } from "../../../lib/format.ts";
import { explorerQuery } from "../../data-explorer/index.ts";
import { RequestDataLink } from "../../data-requests/index.ts";
import type { MapSelection } from "../api/select-records.ts";

/**
 * The records a selection names in a data request: all of them while they are few enough for one
 * request, otherwise none (the area names them).
 */
function requestedRecords(selection: MapSelection | undefined) {
  if (!selection || selection.results.some((r) => r.truncated)) return [];
  const records = selection.results.flatMap((r) => r.ids.map((id) => ({ type: r.type, id })));
  return records.length <= MAX_DATA_REQUEST_RECORDS ? records : [];
}

/**
 * What a drawn area selected, per category, each opening in the catalogue table; and "Request this
 * data", which opens a new data request naming the area (and the records, when few).
 */
export function SelectionPanel({
  geometry,
  selection,
  loading,
  error,
  canOpenCatalog,
  canExplore,
  onClear,
}: {
  geometry: SelectionGeometry;
  selection: MapSelection | undefined;
  loading: boolean;
  error: unknown;
  canOpenCatalog: boolean;
  /** The data explorer is the user's (standard and up, staff): its charts can count the area. */
  canExplore: boolean;
  onClear: () => void;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="selection-heading" sx={{ p: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Typography id="selection-heading" variant="h3">
          Selected records
        </Typography>
        <Button size="small" onClick={onClear}>
          Clear
        </Button>
      </Box>
      {loading ? <LinearProgress aria-label="Selecting" sx={{ my: 1 }} /> : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      {selection ? (
        <List dense disablePadding aria-label="Selected records by category">
          {selection.results.map((result) => {
            const def = CATALOG_REGISTRY[result.type];
            const ids = result.ids.slice(0, FILTER_VALUES_MAX);
            return (
              <ListItem
                key={result.type}
                disableGutters
                secondaryAction={
                  canOpenCatalog ? (
                    <Button
                      size="small"
                      component={RouterLink}
                      to={catalogPath({
                        type: result.type,
                        filter: { [def.idField]: ids },
                        selected: result.total,
                      })}
                      disabled={result.total === 0}
                      aria-label={`Open the ${def.displayName} selection in the catalogue`}
                    >
                      Open
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={def.displayName}
                  secondary={`${countFormat.format(result.total)}${result.truncated ? "+" : ""} ${result.total === 1 ? "record" : "records"}`}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
      {selection ? (
        <Box sx={{ mt: 1, display: "flex", gap: 1, flexWrap: "wrap" }}>
          <RequestDataLink area={geometry} records={requestedRecords(selection)} size="small" />
          {canExplore ? (
            <Button
              size="small"
              component={RouterLink}
              to={`/data-explorer?${explorerQuery(
                selection.results.find((r) => r.total > 0)?.type ?? "Seismic_2D",
                {},
                { geometry, mode: selection.mode },
              )}`}
            >
              Show in the data explorer
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}
