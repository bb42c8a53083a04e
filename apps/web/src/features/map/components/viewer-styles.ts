import type { MapLayer } from "@strata/core";
import type { ExpressionSpecification, LayerSpecification } from "maplibre-gl";
import {
  BID_BLOCK_COLOR,
  BLOCK_COLOR,
  CATEGORY_COLORS,
  SELECTION_COLOR,
} from "../../../components/map/colors.ts";

/** The layers a user toggles: the server's, plus the bid-round blocks. */
export type ViewerLayer = MapLayer | "bid-blocks";

/** The layers drawn from the server's vector tiles. */
export const DATA_LAYERS: MapLayer[] = ["blocks", "Non_Seismic", "Seismic_3D", "Seismic_2D", "Well_Log"];
/** Drawing order, bottom to top: bid-round blocks sit just above the blocks, under the data. */
export const LAYER_ORDER: ViewerLayer[] = [
  "blocks",
  "bid-blocks",
  "Non_Seismic",
  "Seismic_3D",
  "Seismic_2D",
  "Well_Log",
];

/**
 * A tile holding more lines or outlines than travel one by one carries one `dense` feature: the
 * pixels they cover (see the tile route). It is filled solid; the per-record styles skip it.
 */
const DENSE: ExpressionSpecification = ["==", ["get", "dense"], true];
const NOT_DENSE: ExpressionSpecification = ["!=", ["get", "dense"], true];
const DENSE_OPACITY = 0.55;
/** Outlines are filled lightly, a dense tile's coverage solidly. */
const fillOpacity = (light: number): ExpressionSpecification => ["case", DENSE, DENSE_OPACITY, light];

/** The MapLibre layers drawn for each toggle, bottom to top. */
export const STYLE_LAYERS: Record<ViewerLayer, LayerSpecification[]> = {
  blocks: [
    {
      id: "blocks-fill",
      type: "fill",
      source: "blocks",
      "source-layer": "blocks",
      paint: { "fill-color": BLOCK_COLOR, "fill-opacity": 0.03 },
    },
    {
      id: "blocks-line",
      type: "line",
      source: "blocks",
      "source-layer": "blocks",
      paint: { "line-color": BLOCK_COLOR, "line-width": 1, "line-dasharray": [3, 2] },
    },
  ],
  "bid-blocks": [
    {
      id: "bid-fill",
      type: "fill",
      source: "bid-blocks",
      paint: { "fill-color": BID_BLOCK_COLOR, "fill-opacity": 0.25 },
    },
    {
      id: "bid-line",
      type: "line",
      source: "bid-blocks",
      paint: { "line-color": BID_BLOCK_COLOR, "line-width": 2 },
    },
  ],
  Non_Seismic: [
    {
      id: "ns-fill",
      type: "fill",
      source: "Non_Seismic",
      "source-layer": "Non_Seismic",
      paint: { "fill-color": CATEGORY_COLORS.Non_Seismic, "fill-opacity": fillOpacity(0.08) },
    },
    {
      id: "ns-line",
      type: "line",
      source: "Non_Seismic",
      "source-layer": "Non_Seismic",
      filter: NOT_DENSE,
      paint: { "line-color": CATEGORY_COLORS.Non_Seismic, "line-width": 1, "line-dasharray": [2, 1] },
    },
  ],
  Seismic_3D: [
    {
      id: "s3d-fill",
      type: "fill",
      source: "Seismic_3D",
      "source-layer": "Seismic_3D",
      paint: { "fill-color": CATEGORY_COLORS.Seismic_3D, "fill-opacity": fillOpacity(0.12) },
    },
    {
      id: "s3d-line",
      type: "line",
      source: "Seismic_3D",
      "source-layer": "Seismic_3D",
      filter: NOT_DENSE,
      paint: { "line-color": CATEGORY_COLORS.Seismic_3D, "line-width": 1.2 },
    },
  ],
  Seismic_2D: [
    {
      id: "s2d-dense",
      type: "fill",
      source: "Seismic_2D",
      "source-layer": "Seismic_2D",
      filter: DENSE,
      paint: { "fill-color": CATEGORY_COLORS.Seismic_2D, "fill-opacity": DENSE_OPACITY },
    },
    {
      id: "s2d-line",
      type: "line",
      source: "Seismic_2D",
      "source-layer": "Seismic_2D",
      filter: NOT_DENSE,
      paint: {
        "line-color": CATEGORY_COLORS.Seismic_2D,
        "line-width": ["interpolate", ["linear"], ["zoom"], 4, 0.6, 10, 2],
      },
    },
  ],
  Well_Log: [
    {
      id: "wells-cluster",
      type: "circle",
      source: "Well_Log",
      "source-layer": "Well_Log",
      filter: ["==", ["get", "cluster"], true],
      paint: {
        "circle-color": CATEGORY_COLORS.Well_Log,
        "circle-opacity": 0.6,
        "circle-radius": ["interpolate", ["linear"], ["get", "count"], 1, 6, 100, 14, 1000, 24],
        "circle-stroke-color": "#fff",
        "circle-stroke-width": 1,
      },
    },
    {
      id: "wells-point",
      type: "circle",
      source: "Well_Log",
      "source-layer": "Well_Log",
      filter: ["!=", ["get", "cluster"], true],
      paint: {
        "circle-color": CATEGORY_COLORS.Well_Log,
        "circle-radius": ["interpolate", ["linear"], ["zoom"], 4, 3, 10, 6],
        "circle-stroke-color": "#fff",
        "circle-stroke-width": 1,
      },
    },
  ],
};

/**
 * Clickable layers, the first match wins: points over lines over areas. A well cluster or a dense
 * tile's coverage zooms in; anything else opens its summary.
 */
export const CLICKABLE = [
  "highlight-point",
  "highlight-line",
  "highlight-fill",
  "wells-point",
  "wells-cluster",
  "s2d-line",
  "s2d-dense",
  "s3d-fill",
  "ns-fill",
  "bid-fill",
  "blocks-fill",
];

/** Records another area puts on the map (`ViewerMap.setHighlights`), above everything, always shown. */
export const HIGHLIGHT_LAYERS: LayerSpecification[] = [
  {
    id: "highlight-fill",
    type: "fill",
    source: "highlights",
    paint: { "fill-color": SELECTION_COLOR, "fill-opacity": 0.18 },
  },
  {
    id: "highlight-line",
    type: "line",
    source: "highlights",
    paint: { "line-color": SELECTION_COLOR, "line-width": 2 },
  },
  {
    // Wells (and, zoomed out, their clusters) among the records another area or a filter puts here.
    id: "highlight-point",
    type: "circle",
    source: "highlights",
    filter: ["==", ["geometry-type"], "Point"],
    paint: {
      "circle-color": SELECTION_COLOR,
      "circle-radius": ["case", ["==", ["get", "cluster"], true], 9, 5],
      "circle-stroke-color": "#fff",
      "circle-stroke-width": 1,
    },
  },
];
