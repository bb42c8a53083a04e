import CloseIcon from "@mui/icons-material/Close";
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Collapse,
  IconButton,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from "@mui/material";
import type { CatalogType, MetadataColumn, MetadataProperties } from "@strata/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { errorMessage } from "../../../lib/api.ts";
import { filterOptionsQuery } from "../api/get-filter-options.ts";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";
import { FILTER_PANEL_ID } from "./SearchBar.tsx";

/** One column's multi-filter list: its options come from getfilteroptions. */
function ColumnList({ ingestType, column }: { ingestType: CatalogType; column: MetadataColumn }) {
  const { search } = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const options = useQuery(filterOptionsQuery(ingestType, column.key));
  const loaded = options.data?.options;

  useEffect(() => {
    if (loaded) dispatch({ type: "filterOptionsLoaded", column: column.key, options: loaded });
  }, [loaded, column.key, dispatch]);

  return (
    <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
      <Autocomplete
        multiple
        size="small"
        sx={{ flex: 1, minWidth: 220 }}
        options={search.multiFilterOptions[column.key] ?? []}
        value={search.filter[column.key] ?? []}
        loading={options.isLoading}
        onChange={(_event, values) => dispatch({ type: "filterChanged", column: column.key, values })}
        renderInput={(params) => (
          <TextField
            {...params}
            margin="none"
            label={column.label}
            error={options.isError}
            helperText={options.isError ? errorMessage(options.error) : undefined}
          />
        )}
      />
      <IconButton
        aria-label={`Remove the ${column.label} list`}
        onClick={() => dispatch({ type: "filterListRemoved", column: column.key })}
        sx={{ mt: 0.5 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The filter list panel: a multi-select list per chosen column; Apply sends them with the search. */
export function FilterListPanel({ properties }: { properties: MetadataProperties | undefined }) {
  const { category, search, dialogs } = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const columns = (properties?.columns ?? []).filter((column) => column.kind !== "date");
  const listed = search.multiFilterLists
    .map((key) => columns.find((column) => column.key === key))
    .filter((column): column is MetadataColumn => column !== undefined);
  const addable = columns.filter((column) => !search.multiFilterLists.includes(column.key));

  return (
    <Collapse in={dialogs.filterList} unmountOnExit>
      <Paper
        id={FILTER_PANEL_ID}
        variant="outlined"
        component="section"
        aria-label="Filter list"
        sx={{ p: 2, display: "grid", gap: 2 }}
      >
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Filter list
          </Typography>
          <TextField
            select
            size="small"
            margin="none"
            fullWidth={false}
            label="Add a column"
            value=""
            sx={{ minWidth: 220 }}
            onChange={(event) => dispatch({ type: "filterListAdded", column: event.target.value })}
            disabled={addable.length === 0}
          >
            {addable.map((column) => (
              <MenuItem key={column.key} value={column.key}>
                {column.label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" size="small" onClick={() => dispatch({ type: "searchApplied" })}>
            Apply
          </Button>
        </Box>
        {listed.length === 0 ? (
          <Alert severity="info">Add a column to filter by its values, then Apply.</Alert>
        ) : (
          <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
            {listed.map((column) => (
              <ColumnList key={`${category}:${column.key}`} ingestType={category} column={column} />
            ))}
          </Box>
        )}
      </Paper>
    </Collapse>
  );
}
