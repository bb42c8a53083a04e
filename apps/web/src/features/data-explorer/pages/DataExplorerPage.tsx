import MapIcon from "@mui/icons-material/Map";
import StorageIcon from "@mui/icons-material/Storage";
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from "@mui/material";
import { CATALOG_TYPES, type CatalogType, MAP_LAYERS } from "@strata/core";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { catalogPath } from "../../../lib/catalog-links.ts";
import { useDataExplorer } from "../api/get-data-explorer.ts";
import { CategoryCharts } from "../components/CategoryCharts.tsx";
import {
  count,
  explorerQuery,
  filterFor,
  typeName,
  useExplorerState,
} from "../components/explorer-filter.ts";
import { FilterChips } from "../components/FilterChips.tsx";
import { OverviewCharts } from "../components/OverviewCharts.tsx";
import { useOverviewMarginals } from "../components/use-overview-marginals.ts";

const grid = { display: "grid", gap: 2 } as const;

/** Charts of what the catalogue holds, cross-filtered by a click, the filters kept in the address. */
export function DataExplorerPage() {
  const counts = useDataExplorer();
  const { state, setFilter, setType, clear, clearArea } = useExplorerState();
  const overview = useOverviewMarginals(counts.data?.cells ?? [], state.filter, state.area);
  const header = (
    <PageHeader
      title="Data explorer"
      subtitle="What the catalogue holds by category, region, year, stage and operator. Pick a bar or a row to filter every chart."
    />
  );
  if (counts.isPending) return <PageLoader />;
  if (counts.isError) {
    return (
      <>
        {header}
        <Alert severity="error" role="alert">
          {errorMessage(counts.error)}
        </Alert>
      </>
    );
  }
  const total = counts.data.totals.reduce((sum, t) => sum + t.count, 0);
  if (total === 0) {
    return (
      <>
        {header}
        <Alert severity="info">The catalogue holds no records yet.</Alert>
      </>
    );
  }
  const { type, filter, area } = state;
  const keys = Object.keys(filter);
  const partial = CATALOG_TYPES.some((t) => Object.keys(filterFor(t, filter)).length < keys.length);
  const hasFilter = Object.keys(filter).length > 0 || area !== null;
  const onMap = (MAP_LAYERS as readonly string[]).includes(type);

  return (
    <>
      {header}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack spacing={1.5}>
          <Typography>
            {count.format(total)} records in {CATALOG_TYPES.length} categories. Showing{" "}
            <strong>{typeName(type)}</strong> in the catalogue and the category charts.
          </Typography>
          <FilterChips
            type={type}
            filter={filter}
            onRemove={(column) => setFilter(column, undefined)}
            area={area ? { mode: area.mode, onRemove: clearArea } : null}
          />
          {area ? (
            <Typography variant="body2" color="text.secondary">
              Counts of the records in the area drawn on the map, as its selection finds them; technical
              reports have no place on the map and are left out of the overview (—).
            </Typography>
          ) : null}
          {partial ? (
            <Typography variant="body2" color="text.secondary">
              Categories without a filtered column are left out of the overview (—).
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            <Button
              variant="contained"
              startIcon={<StorageIcon />}
              component={RouterLink}
              to={catalogPath({ type, filter })}
            >
              {/* The catalogue narrows by columns, not by an area: the map's selection opens that. */}
              {area ? "Open in the catalogue (without the area)" : "Open in the catalogue"}
            </Button>
            {onMap ? (
              <Button
                variant="outlined"
                startIcon={<MapIcon />}
                component={RouterLink}
                to={`/map?${explorerQuery(type, filter)}`}
              >
                Show on the map
              </Button>
            ) : (
              <Tooltip title={`${typeName(type)} records have no place on the map`}>
                <span>
                  <Button variant="outlined" startIcon={<MapIcon />} disabled>
                    Show on the map
                  </Button>
                </span>
              </Tooltip>
            )}
            {hasFilter ? (
              <Button color="inherit" onClick={clear}>
                Clear all filters
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
      {overview.isFetching ? <LinearProgress aria-label="Updating the overview" sx={{ mb: 1 }} /> : null}
      {overview.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(overview.error)}
        </Alert>
      ) : null}
      <Box sx={grid}>
        <OverviewCharts
          marginals={overview.marginals}
          years={counts.data.years}
          type={type}
          filter={filter}
          onType={setType}
          onFilter={setFilter}
        />
      </Box>
      <Box component="section" aria-label="One category" sx={{ mt: 3 }}>
        <Tabs
          value={type}
          onChange={(_, value: CatalogType) => setType(value)}
          aria-label="Category"
          variant="scrollable"
          sx={{ mb: 2 }}
        >
          {CATALOG_TYPES.map((t) => (
            <Tab key={t} value={t} label={typeName(t)} />
          ))}
        </Tabs>
        <Box sx={grid}>
          <CategoryCharts type={type} filter={filter} area={area} onFilter={setFilter} />
        </Box>
      </Box>
    </>
  );
}

export { DataExplorerPage as Component };
