import FilterListIcon from "@mui/icons-material/FilterList";
import SearchIcon from "@mui/icons-material/Search";
import { Badge, Box, Button, FormControlLabel, InputAdornment, Switch, TextField } from "@mui/material";
import { useMetadataAdmin, useMetadataAdminDispatch } from "../state/MetadataAdminProvider.tsx";

export const FILTER_PANEL_ID = "dp-filter-list";

/** Free-text search with Apply and Reset, the filter list toggle and the show-only-unlinked switch. */
export function SearchBar() {
  const { search, dialogs } = useMetadataAdmin();
  const dispatch = useMetadataAdminDispatch();
  const appliedFilters = Object.keys(search.appliedFilter).length;

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search metadata"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: "searchApplied" });
      }}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}
    >
      <TextField
        label="Search metadata"
        size="small"
        margin="none"
        fullWidth={false}
        value={search.searchTerm}
        onChange={(event) => dispatch({ type: "searchTermChanged", searchTerm: event.target.value })}
        sx={{ minWidth: 260, flex: "0 1 360px" }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 200 },
        }}
      />
      <Button type="submit" variant="contained">
        Apply
      </Button>
      <Button type="button" variant="outlined" onClick={() => dispatch({ type: "searchReset" })}>
        Reset
      </Button>
      <Button
        type="button"
        variant={dialogs.filterList ? "contained" : "outlined"}
        color="secondary"
        aria-expanded={dialogs.filterList}
        aria-controls={FILTER_PANEL_ID}
        onClick={() => dispatch({ type: "filterListToggled", open: !dialogs.filterList })}
        startIcon={
          <Badge badgeContent={appliedFilters} color="primary">
            <FilterListIcon />
          </Badge>
        }
      >
        Filter list
      </Button>
      <FormControlLabel
        sx={{ ml: 1 }}
        control={
          <Switch
            checked={search.showOnlyUnlinked}
            onChange={(event) => dispatch({ type: "showOnlyUnlinkedChanged", value: event.target.checked })}
          />
        }
        label="Show only unlinked metadata"
      />
    </Box>
  );
}
