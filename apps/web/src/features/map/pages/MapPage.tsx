import BookmarkAddIcon from "@mui/icons-material/BookmarkAdd";
import { Alert, Box, Button, Paper } from "@mui/material";
import {
  canSeeBidRoundLayers,
  MAP_LAYERS,
  type MapLayer,
  type MapView,
  type SelectionGeometry,
} from "@strata/core";
import type { FeatureCollection } from "geojson";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { bboxPolygon } from "../../../components/map/geometry.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { RenewNotice } from "../../../components/RenewNotice.tsx";
import { Can, useAppAbility } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useBidLayers } from "../api/get-bid-layers.ts";
import { useFilteredLayer } from "../api/get-filtered-layer.ts";
import { type MapLayerList, useMapLayers } from "../api/get-map-layers.ts";
import { type SavedMapState, useMapState } from "../api/get-map-state.ts";
import { saveMapState } from "../api/save-map-state.ts";
import { type SelectionMode, useSelectRecords } from "../api/select-records.ts";
import { BookmarkViewDialog } from "../components/BookmarkViewDialog.tsx";
import { ExplorerFilterPanel } from "../components/ExplorerFilterPanel.tsx";
import { FeaturePanel } from "../components/FeaturePanel.tsx";
import { LayerPanel } from "../components/LayerPanel.tsx";
import { SelectionPanel } from "../components/SelectionPanel.tsx";
import { SelectTools } from "../components/SelectTools.tsx";
import { useExplorerFilter } from "../components/use-explorer-filter.ts";
import {
  type DrawMode,
  type FeatureSummary,
  type LayerStatus,
  type ViewerLayer,
  ViewerMap,
} from "../components/viewer-map.ts";

const DEFAULT_LAYERS: ViewerLayer[] = ["blocks", "Seismic_3D", "Seismic_2D", "Well_Log"];
const SAVE_DELAY_MS = 1500;

/** `?center=lon,lat&zoom=z` (a map-view bookmark) wins over the saved state. */
function urlView(params: URLSearchParams): MapView | undefined {
  const center = params.get("center")?.split(",").map(Number);
  const zoom = Number(params.get("zoom"));
  if (center?.length !== 2 || !center.every(Number.isFinite) || !Number.isFinite(zoom)) return undefined;
  const [lon, lat] = center;
  if (Math.abs(lon) > 180 || Math.abs(lat) > 90 || zoom < 0 || zoom > 24) return undefined;
  return { center: [lon, lat], zoom };
}

/** The map viewer: waits for the layer list and the saved state, then opens the map where the user left it. */
export function MapPage() {
  const layers = useMapLayers();
  const saved = useMapState();
  const [params] = useSearchParams();
  const view = urlView(params);

  if (layers.isPending || saved.isPending) return <PageLoader />;
  if (layers.isError) {
    return (
      <>
        <PageHeader title="Map viewer" />
        <Alert severity="error" role="alert">
          {errorMessage(layers.error)}
        </Alert>
      </>
    );
  }
  return (
    <MapWorkspace
      key={view ? `${view.center.join(",")}@${view.zoom}` : "saved"}
      layerList={layers.data}
      saved={saved.data?.state ?? null}
      urlView={view}
    />
  );
}

function MapWorkspace({
  layerList,
  saved,
  urlView,
}: {
  layerList: MapLayerList;
  saved: SavedMapState["state"];
  urlView: MapView | undefined;
}) {
  const ability = useAppAbility();
  const bidRights = canSeeBidRoundLayers(ability);
  const canOpenCatalog =
    ability.can("view", "SmartDataCatalog") || ability.can("view", "SmartDataCatalog-Expired");
  const expired =
    ability.can("view", "SmartViewer-Expired") &&
    !ability.can("view", "SmartViewer") &&
    !ability.can("view", "WebMap");

  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<ViewerMap | null>(null);
  const [enabled, setEnabled] = useState<Set<ViewerLayer>>(() => {
    const initial = saved?.layers.length ? saved.layers : DEFAULT_LAYERS;
    return new Set(initial.filter((layer) => layer !== "bid-blocks" || bidRights));
  });
  const [statuses, setStatuses] = useState<Partial<Record<MapLayer, LayerStatus>>>({});
  const [feature, setFeature] = useState<FeatureSummary | null>(null);
  const [drawMode, setDrawMode] = useState<DrawMode>("none");
  const [selectionMode, setSelectionMode] = useState<SelectionMode>("intersects");
  const [polygonVertices, setPolygonVertices] = useState(0);
  const [geometry, setGeometry] = useState<SelectionGeometry | null>(null);
  const [bookmarkView, setBookmarkView] = useState<MapView | null>(null);
  const [bidRound, setBidRound] = useState("");
  const select = useSelectRecords();
  const bid = useBidLayers(bidRights && enabled.has("bid-blocks"), bidRound || undefined);
  // The data explorer's filter ("Show on the map"): its records drawn above the layers for the view.
  const explorer = useExplorerFilter();
  const [view, setView] = useState<MapView | null>(null);
  const filtered = useFilteredLayer(explorer.state?.type ?? null, explorer.state?.json ?? "", view);

  const runSelection = useCallback(
    (drawn: SelectionGeometry, mode: SelectionMode) => {
      setGeometry(drawn);
      setFeature(null);
      // One shape per selection: the map pans again once it is drawn.
      setDrawMode("none");
      select.mutate({ geometry: drawn, mode });
    },
    [select.mutate],
  );

  // The latest state for the map's callbacks and the saver, which outlive renders.
  const latest = useRef({ enabled, selectionMode, runSelection });
  latest.current = { enabled, selectionMode, runSelection };
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saveNow = useCallback((map: ViewerMap) => {
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    saveMapState({ view: map.currentView(), layers: [...latest.current.enabled], basemap: "offline" }).catch(
      // Saving the view is a convenience; the map works on without it.
      () => {},
    );
  }, []);
  const scheduleSave = useCallback(() => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => viewer.current && saveNow(viewer.current), SAVE_DELAY_MS);
  }, [saveNow]);

  // The map is created once from these; later changes go through its methods.
  const [initial] = useState(() => ({
    view: urlView ?? saved?.view,
    bounds: layerList.extent ?? undefined,
    layers: [...enabled],
  }));

  useEffect(() => {
    if (!container.current) return;
    const map = new ViewerMap(container.current, initial, {
      onLayerStatus: (layer, status) =>
        setStatuses((current) => ({
          ...current,
          // While a layer reloads, it still shows what it last showed.
          [layer]: status.loading
            ? { ...status, count: status.count ?? current[layer]?.count ?? null }
            : status,
        })),
      onFeature: setFeature,
      onSelectionDrawn: (drawn) => latest.current.runSelection(drawn, latest.current.selectionMode),
      onViewChange: (settled) => {
        scheduleSave();
        setView(settled);
      },
      onPolygonProgress: setPolygonVertices,
    });
    viewer.current = map;
    setView(map.currentView());
    return () => {
      // Leaving the page soon after a move still keeps where the user was.
      if (saveTimer.current !== undefined) saveNow(map);
      viewer.current = null;
      map.destroy();
    };
  }, [initial, scheduleSave, saveNow]);

  useEffect(() => {
    viewer.current?.setLayers(enabled);
  }, [enabled]);

  useEffect(() => {
    viewer.current?.setBidBlocks(
      enabled.has("bid-blocks") && bid.data ? (bid.data.blocks as FeatureCollection) : null,
    );
  }, [bid.data, enabled]);

  const filteredType = explorer.state?.type;
  useEffect(() => {
    const data = filteredType ? filtered.data : undefined;
    // The features carry their category, so a click opens the record's summary as on the layers.
    viewer.current?.setHighlights(
      data
        ? // The contract types geometries loosely ({ type: string }); they are GeoJSON as drawn.
          ({
            type: "FeatureCollection",
            features: data.features.map((f) => ({
              ...f,
              properties: { ...f.properties, type: filteredType },
            })),
          } as FeatureCollection)
        : null,
    );
  }, [filtered.data, filteredType]);

  useEffect(() => {
    viewer.current?.setDrawMode(drawMode);
    if (drawMode === "none") return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDrawMode("none");
      if (event.key === "Enter" && drawMode === "polygon") viewer.current?.finishPolygon();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawMode]);

  function toggleLayer(layer: ViewerLayer, on: boolean) {
    setEnabled((current) => {
      const next = new Set(current);
      if (on) next.add(layer);
      else next.delete(layer);
      return next;
    });
    scheduleSave();
  }

  function changeSelectionMode(mode: SelectionMode) {
    setSelectionMode(mode);
    if (geometry) runSelection(geometry, mode);
  }

  function selectView() {
    const map = viewer.current;
    if (!map) return;
    const view = bboxPolygon(map.currentBbox());
    setDrawMode("none");
    map.showShape(view.coordinates[0].slice(0, -1), true);
    runSelection(view, selectionMode);
  }

  function clearSelection() {
    viewer.current?.clearSelection();
    setGeometry(null);
    select.reset();
  }

  const dataLayers = layerList.layers.filter((layer) => (MAP_LAYERS as readonly string[]).includes(layer.id));

  return (
    <>
      <PageHeader
        title="Map viewer"
        subtitle="Seismic lines and surveys, wells, non-seismic surveys and blocks."
        actions={
          <Can I="view" a="SmartViewerBookmark">
            <Button
              variant="outlined"
              startIcon={<BookmarkAddIcon />}
              onClick={() => viewer.current && setBookmarkView(viewer.current.currentView())}
            >
              Bookmark this view
            </Button>
          </Can>
        }
      />
      {expired ? <RenewNotice /> : null}
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 300px" },
          alignItems: "start",
        }}
      >
        <Box
          ref={container}
          role="region"
          aria-label="Map"
          data-testid="viewer-map"
          data-draw-mode={drawMode}
          sx={{
            height: { xs: 440, lg: "calc(100vh - 230px)" },
            minHeight: 440,
            borderRadius: 1,
            overflow: "hidden",
            border: 1,
            borderColor: "divider",
          }}
        />
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 }}>
          {explorer.state ? (
            <ExplorerFilterPanel
              type={explorer.state.type}
              filter={explorer.state.filter}
              layer={filtered}
              canOpenCatalog={canOpenCatalog}
              onRemove={explorer.remove}
              onClear={explorer.clear}
            />
          ) : null}
          {feature ? (
            <FeaturePanel
              feature={feature}
              canOpenCatalog={canOpenCatalog}
              onClose={() => setFeature(null)}
            />
          ) : null}
          {geometry ? (
            <SelectionPanel
              geometry={geometry}
              selection={select.data}
              loading={select.isPending}
              error={select.error}
              canOpenCatalog={canOpenCatalog}
              canExplore={ability.can("view", "DataVisualisation")}
              onClear={clearSelection}
            />
          ) : null}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <SelectTools
              drawMode={drawMode}
              onDrawMode={setDrawMode}
              selectionMode={selectionMode}
              onSelectionMode={changeSelectionMode}
              polygonVertices={polygonVertices}
              onFinishPolygon={() => viewer.current?.finishPolygon()}
              onSelectView={selectView}
              busy={select.isPending}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <LayerPanel
              layers={dataLayers}
              enabled={enabled}
              statuses={statuses}
              onToggle={toggleLayer}
              bid={
                bidRights
                  ? { data: bid.data, round: bidRound, onRound: setBidRound, loading: bid.isFetching }
                  : null
              }
            />
            {bid.isError ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {errorMessage(bid.error)}
              </Alert>
            ) : null}
          </Paper>
        </Box>
      </Box>
      {bookmarkView ? <BookmarkViewDialog view={bookmarkView} onClose={() => setBookmarkView(null)} /> : null}
    </>
  );
}

export { MapPage as Component };
