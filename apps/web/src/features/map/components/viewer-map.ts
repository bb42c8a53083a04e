import {
  type CatalogType,
  isCatalogType,
  type MapLayer,
  type MapLayerResponse,
  type MapView,
  type SelectionGeometry,
} from "@strata/core";
import type { FeatureCollection, Position } from "geojson";
import {
  type GeoJSONSource,
  type LayerSpecification,
  type MapGeoJSONFeature,
  type Map as MapLibreMap,
  type MapMouseEvent,
  NavigationControl,
  ScaleControl,
} from "maplibre-gl";
import { createBaseMap, exposeMapForTests } from "../../../components/map/base-map.ts";
import { clampLat, viewBbox } from "../../../components/map/geometry.ts";
import { type DrawMode, ShapeDrawer } from "../../../components/map/shape-drawer.ts";
import { type Bbox, getLayerFeatures } from "../api/get-layer-features.ts";
import { contains, padded } from "./viewer-geometry.ts";
import { CLICKABLE, DATA_LAYERS, LAYER_ORDER, STYLE_LAYERS, type ViewerLayer } from "./viewer-styles.ts";

export type { DrawMode, ViewerLayer };

export interface LayerStatus {
  loading: boolean;
  error: string | null;
  meta: MapLayerResponse["meta"] | null;
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
  if (feature.source === "blocks" || feature.source === "bid-blocks") {
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

/**
 * The map viewer's map: offline basemap, one GeoJSON source per layer loaded for the visible area on
 * every settled move (debounced, stale requests aborted, skipped while the view stays inside what
 * was last fetched at that zoom), feature clicks, and rectangle or polygon drawing.
 */
export class ViewerMap {
  readonly map: MapLibreMap;
  private readonly callbacks: ViewerCallbacks;
  private enabled: Set<ViewerLayer>;
  private readonly fetched = new Map<MapLayer, { bbox: Bbox; zoomLevel: number }>();
  private readonly requests = new Map<MapLayer, AbortController>();
  private moveTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly drawer: ShapeDrawer;
  private readonly unexpose: () => void;
  private ready = false;

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
    this.map.on("load", () => this.onLoad());
  }

  private onLoad() {
    const map = this.map;
    for (const layer of [...DATA_LAYERS, "bid-blocks" as const]) {
      map.addSource(layer, { type: "geojson", data: EMPTY });
    }
    for (const layer of LAYER_ORDER) {
      for (const spec of STYLE_LAYERS[layer]) {
        const visibility = this.enabled.has(layer) ? "visible" : "none";
        map.addLayer({ ...spec, layout: { ...spec.layout, visibility } } as LayerSpecification);
      }
    }
    this.drawer.install();

    for (const id of CLICKABLE) {
      map.on("mouseenter", id, () => {
        if (this.drawer.mode === "none") map.getCanvas().style.cursor = "pointer";
      });
      map.on("mouseleave", id, () => {
        if (this.drawer.mode === "none") map.getCanvas().style.cursor = "";
      });
    }
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
    for (const [layer, controller] of this.requests) {
      if (!this.enabled.has(layer)) {
        controller.abort();
        this.requests.delete(layer);
        this.callbacks.onLayerStatus(layer, { loading: false, error: null, meta: null });
      }
    }
    this.refresh();
  }

  setBidBlocks(data: FeatureCollection | null) {
    if (!this.ready) {
      this.map.once("load", () => this.setBidBlocks(data));
      return;
    }
    (this.map.getSource("bid-blocks") as GeoJSONSource).setData(data ?? EMPTY);
  }

  jumpTo(view: { center: [number, number]; zoom: number }) {
    this.map.jumpTo({ center: view.center, zoom: view.zoom });
  }

  private scheduleRefresh() {
    clearTimeout(this.moveTimer);
    this.moveTimer = setTimeout(() => this.refresh(), MOVE_DEBOUNCE_MS);
    this.callbacks.onViewChange(this.currentView());
  }

  /** Loads each enabled layer for the visible area unless what it holds already covers it. */
  private refresh() {
    if (!this.ready) return;
    const view = viewBbox(this.map);
    const zoom = this.map.getZoom();
    const zoomLevel = Math.floor(zoom);
    for (const layer of DATA_LAYERS) {
      if (!this.enabled.has(layer)) continue;
      const last = this.fetched.get(layer);
      if (last && last.zoomLevel === zoomLevel && contains(last.bbox, view)) continue;
      this.load(layer, padded(view, 0.25), zoom, zoomLevel);
    }
  }

  private async load(layer: MapLayer, bbox: Bbox, zoom: number, zoomLevel: number) {
    this.requests.get(layer)?.abort();
    const controller = new AbortController();
    this.requests.set(layer, controller);
    this.map.getContainer().dataset.loading = "true";
    this.callbacks.onLayerStatus(layer, { loading: true, error: null, meta: null });
    try {
      const response = await getLayerFeatures({ layer, bbox, zoom }, controller.signal);
      if (controller.signal.aborted) return;
      (this.map.getSource(layer) as GeoJSONSource | undefined)?.setData(response as FeatureCollection);
      this.fetched.set(layer, { bbox, zoomLevel });
      this.callbacks.onLayerStatus(layer, { loading: false, error: null, meta: response.meta });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof Error ? error.message : "The layer could not be loaded.";
      this.callbacks.onLayerStatus(layer, { loading: false, error: message, meta: null });
    } finally {
      if (this.requests.get(layer) === controller) this.requests.delete(layer);
      this.map.getContainer().dataset.loading = String(this.requests.size > 0);
    }
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
    if (hit.layer.id === "wells-cluster") {
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
    for (const controller of this.requests.values()) controller.abort();
    this.requests.clear();
    this.unexpose();
    this.map.remove();
  }
}
