import type { SelectionGeometry } from "@strata/core";
import type { Feature, FeatureCollection, Polygon, Position } from "geojson";
import type { GeoJSONSource, LayerSpecification, Map as MapLibreMap, MapMouseEvent } from "maplibre-gl";
import { SELECTION_COLOR } from "./colors.ts";
import { position, rectangle, ring } from "./geometry.ts";

export type DrawMode = "none" | "rectangle" | "polygon";

const SOURCE = "selection";
const EMPTY: FeatureCollection = { type: "FeatureCollection", features: [] };

/** The drawn shape's outline, fill and corners. */
export const SELECTION_LAYERS: LayerSpecification[] = [
  {
    id: "selection-fill",
    type: "fill",
    source: SOURCE,
    paint: { "fill-color": SELECTION_COLOR, "fill-opacity": 0.15 },
  },
  {
    id: "selection-line",
    type: "line",
    source: SOURCE,
    paint: { "line-color": SELECTION_COLOR, "line-width": 2 },
  },
  {
    id: "selection-vertices",
    type: "circle",
    source: SOURCE,
    filter: ["==", ["geometry-type"], "Point"],
    paint: { "circle-color": SELECTION_COLOR, "circle-radius": 4 },
  },
];

export interface ShapeDrawerCallbacks {
  /** A rectangle was dragged or a polygon finished. */
  onDrawn: (geometry: SelectionGeometry) => void;
  /** Vertices of a polygon being drawn, so the page can offer "Finish". */
  onPolygonProgress?: (vertices: number) => void;
}

/**
 * Drawing a rectangle (drag) or a polygon (click the corners, double-click or `finishPolygon`) on a
 * MapLibre map, shown in the selection colour. Used by the map viewer's draw-to-select and by the
 * data request form's area. `install` once the map has loaded, after the layers the shape goes above.
 */
export class ShapeDrawer {
  private readonly map: MapLibreMap;
  private readonly callbacks: ShapeDrawerCallbacks;
  private current: DrawMode = "none";
  private vertices: Position[] = [];
  private dragStart: Position | null = null;
  private ready = false;

  constructor(map: MapLibreMap, callbacks: ShapeDrawerCallbacks) {
    this.map = map;
    this.callbacks = callbacks;
  }

  install() {
    const map = this.map;
    map.addSource(SOURCE, { type: "geojson", data: EMPTY });
    for (const spec of SELECTION_LAYERS) map.addLayer(spec);
    map.on("click", (event) => this.onClick(event));
    map.on("mousedown", (event) => this.onMouseDown(event));
    map.on("mousemove", (event) => this.onMouseMove(event));
    map.on("mouseup", (event) => this.onMouseUp(event));
    map.on("dblclick", (event) => this.onDoubleClick(event));
    this.ready = true;
  }

  get mode(): DrawMode {
    return this.current;
  }

  setMode(mode: DrawMode) {
    this.current = mode;
    this.vertices = [];
    this.dragStart = null;
    this.callbacks.onPolygonProgress?.(0);
    const drawing = mode !== "none";
    // While drawing, a drag draws and a double click closes the polygon instead of moving the map.
    if (drawing) {
      this.map.dragPan.disable();
      this.map.boxZoom.disable();
      this.map.doubleClickZoom.disable();
    } else {
      this.map.dragPan.enable();
      this.map.boxZoom.enable();
      this.map.doubleClickZoom.enable();
    }
    this.map.getCanvas().style.cursor = drawing ? "crosshair" : "";
  }

  private onClick(event: MapMouseEvent) {
    if (this.current === "polygon") this.addVertex(position(event.lngLat));
  }

  private onMouseDown(event: MapMouseEvent) {
    if (this.current !== "rectangle") return;
    event.preventDefault();
    this.dragStart = position(event.lngLat);
  }

  private onMouseMove(event: MapMouseEvent) {
    if (this.current === "rectangle" && this.dragStart) {
      this.showShape(rectangle(this.dragStart, position(event.lngLat)), true);
    } else if (this.current === "polygon" && this.vertices.length > 0) {
      this.showShape([...this.vertices, position(event.lngLat)], this.vertices.length >= 2);
    }
  }

  private onMouseUp(event: MapMouseEvent) {
    if (this.current !== "rectangle" || !this.dragStart) return;
    const start = this.dragStart;
    this.dragStart = null;
    const end = position(event.lngLat);
    const startPoint = this.map.project(start as [number, number]);
    // A click without a drag is not a rectangle.
    if (Math.abs(startPoint.x - event.point.x) < 4 && Math.abs(startPoint.y - event.point.y) < 4) {
      this.clear();
      return;
    }
    const corners = rectangle(start, end);
    this.showShape(corners, true);
    this.callbacks.onDrawn({ type: "Polygon", coordinates: [ring(corners)] as [number, number][][] });
  }

  private onDoubleClick(event: MapMouseEvent) {
    if (this.current !== "polygon") return;
    event.preventDefault();
    this.finishPolygon();
  }

  private addVertex(vertex: Position) {
    const last = this.vertices[this.vertices.length - 1];
    if (last && last[0] === vertex[0] && last[1] === vertex[1]) return;
    this.vertices.push(vertex);
    this.showShape(this.vertices, this.vertices.length >= 3);
    this.callbacks.onPolygonProgress?.(this.vertices.length);
  }

  /** Closes the polygon being drawn (needs three corners) and reports it. */
  finishPolygon() {
    // A double click adds its point twice, closely: drop vertices that are (near) repeats.
    const distinct = this.vertices.filter((v, i, all) => {
      const prev = all[i - 1];
      return !prev || Math.abs(prev[0] - v[0]) > 1e-6 || Math.abs(prev[1] - v[1]) > 1e-6;
    });
    if (distinct.length < 3) return;
    this.vertices = [];
    this.callbacks.onPolygonProgress?.(0);
    this.showShape(distinct, true);
    this.callbacks.onDrawn({ type: "Polygon", coordinates: [ring(distinct)] as [number, number][][] });
  }

  /** Draws an outline (closed as a polygon once it has three corners). */
  showShape(vertices: Position[], closed: boolean) {
    if (!this.ready) return;
    const features: Feature[] = vertices.map((coordinates) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates },
      properties: {},
    }));
    if (closed && vertices.length >= 3) {
      features.push({
        type: "Feature",
        geometry: { type: "Polygon", coordinates: [ring(vertices)] } satisfies Polygon,
        properties: {},
      });
    } else if (vertices.length >= 2) {
      features.push({
        type: "Feature",
        geometry: { type: "LineString", coordinates: vertices },
        properties: {},
      });
    }
    (this.map.getSource(SOURCE) as GeoJSONSource).setData({ type: "FeatureCollection", features });
  }

  /** Shows a finished polygon (its outer ring and holes), e.g. one typed as GeoJSON. */
  showGeometry(geometry: SelectionGeometry) {
    if (!this.ready) return;
    (this.map.getSource(SOURCE) as GeoJSONSource).setData({
      type: "Feature",
      geometry: geometry as Polygon,
      properties: {},
    });
  }

  clear() {
    this.vertices = [];
    this.dragStart = null;
    this.callbacks.onPolygonProgress?.(0);
    if (this.ready) (this.map.getSource(SOURCE) as GeoJSONSource).setData(EMPTY);
  }
}
