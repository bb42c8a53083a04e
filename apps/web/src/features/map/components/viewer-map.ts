import {
  type CatalogType,
  isCatalogType,
  MAP_TILE_MAX_ZOOM,
  type MapCounts,
  type MapLayer,
  type MapView,
  type SelectionGeometry,
} from "@strata/core";
import type { FeatureCollection, Position } from "geojson";
import {
  type ErrorEvent,
  type GeoJSONSource,
  type LayerSpecification,
  type MapGeoJSONFeature,
  type Map as MapLibreMap,
  type MapMouseEvent,
  type MapSourceDataEvent,
  NavigationControl,
  ScaleControl,
} from "maplibre-gl";
import { createBaseMap, exposeMapForTests } from "../../../components/map/base-map.ts";
import { type Bbox, clampLat, viewBbox } from "../../../components/map/geometry.ts";
import { type DrawMode, ShapeDrawer } from "../../../components/map/shape-drawer.ts";
import { getMapCounts, mapTileUrl } from "../api/get-map-counts.ts";
import {
  CLICKABLE,
  DATA_LAYERS,
  HIGHLIGHT_LAYERS,
  LAYER_ORDER,
  STYLE_LAYERS,
  type ViewerLayer,
} from "./viewer-styles.ts";

export type { DrawMode, ViewerLayer };

export interface LayerStatus {
  /** Tiles of the layer still on their way. */
  loading: boolean;
  error: string | null;
  /** Its records in the visible area; null until counted. */
  count: MapCounts["layers"][number] | null;
}

export type FeatureSummary =
  | { kind: "record"; type: CatalogType; id: string; title: string; subtitle: string; files: number | null }
  | {
      kind: "block";
      name: string;
      region: string | null;
      basin: string | null;
      status: string | null;
      operator: string | null;
      bidRound: string | null;
    };

export interface ViewerCallbacks {
  onLayerStatus: (layer: MapLayer, status: LayerStatus) => void;
  onFeature: (summary: FeatureSummary | null) => void;
  onSelectionDrawn: (geometry: SelectionGeometry) => void;
  onViewChange: (view: MapView) => void;
  /** Vertices of a polygon being drawn, so the page can offer "Finish". */
  onPolygonProgress: (vertices: number) => void;
}

const EMPTY: FeatureCollection = { type: "FeatureCollection", features: [] };
const MOVE_DEBOUNCE_MS = 250;

function str(value: unknown): string | null {
  return value === undefined || value === null || value === "" ? null : String(value);
}

function summarise(feature: MapGeoJSONFeature): FeatureSummary | null {
  const p = feature.properties ?? {};
  // Blocks of the tiles, of a bid round, or outlined by another area (`setHighlights`, kind "block").
  if (feature.source === "blocks" || feature.source === "bid-blocks" || p.kind === "block") {
    return {
      kind: "block",
      name: String(p.name ?? feature.id ?? ""),
      region: str(p.region),
      basin: str(p.basin),
      status: str(p.status),
      operator: str(p.operator),
      bidRound: str(p.bidRound),
    };
  }
  // A data layer's source is named after its category.
  const type = (p.type ?? feature.source) as CatalogType;
  if (!p.id || !isCatalogType(type)) return null;
  return {
    kind: "record",
    type,
    id: String(p.id),
    title: String(p.title ?? p.id),
    subtitle: String(p.subtitle ?? ""),
    files: typeof p.files === "number" ? p.files : null,
  };
}

const isDataLayer = (id: string | undefined): id is MapLayer => DATA_LAYERS.includes(id as MapLayer);

/**
 * The map viewer's map: offline basemap, one vector-tile source per layer (every feature at every
 * zoom: the server simplifies lines, clusters wells and draws dense tiles as coverage; the browser
 * revalidates tiles with their ETag), the layers' counts for the visible area on every settled move
 * (debounced, stale requests aborted), feature clicks, and rectangle or polygon drawing.
 */
export class ViewerMap {
  readonly map: MapLibreMap;
  private readonly callbacks: ViewerCallbacks;
  private enabled: Set<ViewerLayer>;
  private counts: MapCounts | null = null;
  private countsRequest: AbortController | null = null;
  private countsError: string | null = null;
  private readonly tileErrors = new Map<MapLayer, string>();
  private readonly loadingTiles = new Set<MapLayer>();
  private moveTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly drawer: ShapeDrawer;
  private readonly unexpose: () => void;
  private ready = false;
  private highlights: FeatureCollection = EMPTY;

  constructor(
    container: HTMLElement,
    initial: { view?: MapView; bounds?: Bbox; layers: ViewerLayer[] },
    callbacks: ViewerCallbacks,
  ) {
    this.callbacks = callbacks;
    this.enabled = new Set(initial.layers);
    this.map = createBaseMap({
      container,
      ...(initial.view
        ? { center: initial.view.center, zoom: initial.view.zoom, bounds: undefined }
        : initial.bounds
          ? {
              bounds: [
                [initial.bounds[0], initial.bounds[1]],
                [initial.bounds[2], initial.bounds[3]],
              ],
              fitBoundsOptions: { padding: 24 },
            }
          : {}),
      doubleClickZoom: true,
    });
    this.drawer = new ShapeDrawer(this.map, {
      onDrawn: callbacks.onSelectionDrawn,
      onPolygonProgress: callbacks.onPolygonProgress,
    });
    this.map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    this.map.addControl(new ScaleControl({ unit: "metric" }), "bottom-left");
    this.map
      .getCanvas()
      .setAttribute("aria-label", "Map of the catalogue. Arrow keys pan, plus and minus zoom.");
    this.unexpose = exposeMapForTests("viewer", this.map);
    this.map.getContainer().dataset.loading = "true";
    this.map.on("load", () => this.onLoad());
  }

  private onLoad() {
    const map = this.map;
    for (const layer of DATA_LAYERS) {
      map.addSource(layer, {
        type: "vector",
        tiles: [mapTileUrl(layer)],
        maxzoom: MAP_TILE_MAX_ZOOM,
        // The tiles are the portal's own, no third party to credit.
        attribution: "",
      });
    }
    map.addSource("bid-blocks", { type: "geojson", data: EMPTY });
    map.addSource("highlights", { type: "geojson", data: this.highlights });
    for (const layer of LAYER_ORDER) {
      for (const spec of STYLE_LAYERS[layer]) {
        const visibility = this.enabled.has(layer) ? "visible" : "none";
        map.addLayer({ ...spec, layout: { ...spec.layout, visibility } } as LayerSpecification);
      }
    }
    for (const spec of HIGHLIGHT_LAYERS) map.addLayer(spec);
    this.drawer.install();

    for (const id of CLICKABLE) {
      map.on("mouseenter", id, () => {
        if (this.drawer.mode === "none") map.getCanvas().style.cursor = "pointer";
      });
      map.on("mouseleave", id, () => {
        if (this.drawer.mode === "none") map.getCanvas().style.cursor = "";
      });
    }
    map.on("sourcedataloading", (event) => this.onTilesLoading(event));
    map.on("sourcedata", (event) => this.onTilesLoaded(event));
    map.on("idle", () => this.onIdle());
    map.on("error", (event: ErrorEvent & { sourceId?: string }) => this.onTileError(event));
    map.on("moveend", () => this.scheduleRefresh());
    map.on("click", (event) => this.onClick(event));
    this.ready = true;
    this.refresh();
  }

  /** The view as a map-view bookmark and the saved map state hold it. */
  currentView(): MapView {
    const center = this.map.getCenter().wrap();
    return {
      center: [Number(center.lng.toFixed(5)), Number(clampLat(center.lat).toFixed(5))],
      zoom: Number(this.map.getZoom().toFixed(2)),
      bbox: viewBbox(this.map).map((n) => Number(n.toFixed(5))) as Bbox,
    };
  }

  currentBbox(): Bbox {
    return viewBbox(this.map);
  }

  setLayers(layers: Iterable<ViewerLayer>) {
    this.enabled = new Set(layers);
    if (!this.ready) return;
    for (const [layer, specs] of Object.entries(STYLE_LAYERS) as [ViewerLayer, LayerSpecification[]][]) {
      for (const spec of specs) {
        this.map.setLayoutProperty(spec.id, "visibility", this.enabled.has(layer) ? "visible" : "none");
      }
    }
    this.report();
  }

  setBidBlocks(data: FeatureCollection | null) {
    if (!this.ready) {
      this.map.once("load", () => this.setBidBlocks(data));
      return;
    }
    (this.map.getSource("bid-blocks") as GeoJSONSource).setData(data ?? EMPTY);
  }

  /**
   * Records drawn above every layer (another area's collection on this map, e.g. the MBR+ datasets):
   * features with `type`, `id`, `title` and `subtitle` properties open their summary when clicked.
   */
  setHighlights(data: FeatureCollection | null) {
    this.highlights = data ?? EMPTY;
    if (!this.ready) return;
    (this.map.getSource("highlights") as GeoJSONSource).setData(this.highlights);
  }

  fitBounds(bounds: Bbox) {
    this.map.fitBounds(
      [
        [bounds[0], bounds[1]],
        [bounds[2], bounds[3]],
      ],
      { padding: 24, maxZoom: 9, duration: 0 },
    );
  }

  jumpTo(view: { center: [number, number]; zoom: number }) {
    this.map.jumpTo({ center: view.center, zoom: view.zoom });
  }

  private scheduleRefresh() {
    clearTimeout(this.moveTimer);
    this.moveTimer = setTimeout(() => this.refresh(), MOVE_DEBOUNCE_MS);
    this.callbacks.onViewChange(this.currentView());
  }

  /** Counts every layer's records in the visible area (MapLibre fetches the tiles itself). */
  private async refresh() {
    if (!this.ready) return;
    this.countsRequest?.abort();
    const controller = new AbortController();
    this.countsRequest = controller;
    this.counts = null;
    this.countsError = null;
    this.report();
    try {
      const counts = await getMapCounts(viewBbox(this.map), controller.signal);
      if (controller.signal.aborted) return;
      this.counts = counts;
    } catch (error) {
      if (controller.signal.aborted) return;
      this.countsError = error instanceof Error ? error.message : "The counts could not be loaded.";
    } finally {
      if (this.countsRequest === controller) this.countsRequest = null;
    }
    this.report();
  }

  private onTilesLoading(event: MapSourceDataEvent) {
    if (!isDataLayer(event.sourceId)) return;
    if (this.loadingTiles.has(event.sourceId)) return;
    this.loadingTiles.add(event.sourceId);
    this.tileErrors.delete(event.sourceId);
    this.report();
  }

  private onTilesLoaded(event: MapSourceDataEvent) {
    if (!isDataLayer(event.sourceId) || !this.loadingTiles.has(event.sourceId)) return;
    if (!this.map.isSourceLoaded(event.sourceId)) return;
    this.loadingTiles.delete(event.sourceId);
    this.report();
  }

  /** Nothing left to load or draw: whatever a missed event left marked as loading is not. */
  private onIdle() {
    if (this.loadingTiles.size === 0) return;
    this.loadingTiles.clear();
    this.report();
  }

  private onTileError(event: ErrorEvent & { sourceId?: string }) {
    if (!isDataLayer(event.sourceId)) return;
    const status = (event.error as { status?: number } | undefined)?.status;
    this.tileErrors.set(
      event.sourceId,
      status === 401
        ? "Your session has ended. Sign in again to see this layer."
        : status === 403
          ? "You do not have access to this layer."
          : "Part of this layer could not be loaded. Move the map to try again.",
    );
    this.report();
  }

  /** Tells the page each enabled layer's state, and the browser tests whether the map has settled. */
  private report() {
    for (const layer of DATA_LAYERS) {
      if (!this.enabled.has(layer)) {
        this.callbacks.onLayerStatus(layer, { loading: false, error: null, count: null });
        continue;
      }
      this.callbacks.onLayerStatus(layer, {
        loading: this.loadingTiles.has(layer) || this.countsRequest !== null,
        error: this.tileErrors.get(layer) ?? this.countsError,
        count: this.counts?.layers.find((c) => c.layer === layer) ?? null,
      });
    }
    const busy = this.countsRequest !== null || this.loadingTiles.size > 0 || !this.ready;
    this.map.getContainer().dataset.loading = String(busy);
  }

  private onClick(event: MapMouseEvent) {
    // While drawing, clicks place corners (the drawer's), not open features.
    if (this.drawer.mode !== "none") return;
    const { x, y } = event.point;
    const layers = CLICKABLE.filter((id) => this.map.getLayer(id));
    const hits = this.map.queryRenderedFeatures(
      [
        [x - 5, y - 5],
        [x + 5, y + 5],
      ],
      { layers },
    );
    hits.sort((a, b) => CLICKABLE.indexOf(a.layer.id) - CLICKABLE.indexOf(b.layer.id));
    const hit = hits[0];
    if (!hit) {
      this.callbacks.onFeature(null);
      return;
    }
    if (hit.layer.id === "wells-cluster" || hit.properties?.dense === true) {
      this.map.easeTo({ center: event.lngLat, zoom: Math.min(this.map.getZoom() + 2, 14) });
      return;
    }
    this.callbacks.onFeature(summarise(hit));
  }

  setDrawMode(mode: DrawMode) {
    this.drawer.setMode(mode);
  }

  /** Closes the polygon being drawn and selects with it (needs three corners). */
  finishPolygon() {
    this.drawer.finishPolygon();
  }

  /** Draws a selection outline (closed as a polygon once it has three corners). */
  showShape(vertices: Position[], closed: boolean) {
    this.drawer.showShape(vertices, closed);
  }

  clearSelection() {
    this.drawer.clear();
  }

  destroy() {
    clearTimeout(this.moveTimer);
    this.countsRequest?.abort();
    this.unexpose();
    this.map.remove();
  }
}
