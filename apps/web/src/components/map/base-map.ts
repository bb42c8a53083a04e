import "maplibre-gl/dist/maplibre-gl.css";
import { type LngLatBoundsLike, Map as MapLibreMap, type MapOptions, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { loadBasemap } from "./basemap.ts";

// A built app cannot find MapLibre's worker on its own (the map stays blank): point it at the emitted file.
setWorkerUrl(workerUrl);

export const BASEMAP_COLORS = { water: "#d7e6ef", land: "#f4f2ea", border: "#b9b3a2" } as const;

/** Malaysia and its waters: the view before anything else is known. */
export const DEFAULT_BOUNDS: LngLatBoundsLike = [
  [99.5, 0.8],
  [119.5, 7.8],
];

export type BaseMapOptions = Omit<MapOptions, "container" | "style"> & { container: HTMLElement };

/**
 * A MapLibre map over the offline basemap: a water-coloured background and the countries as land.
 * Data layers added later go above the basemap.
 */
export function createBaseMap({ container, ...options }: BaseMapOptions): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: {
      version: 8,
      sources: {},
      layers: [{ id: "water", type: "background", paint: { "background-color": BASEMAP_COLORS.water } }],
    },
    attributionControl: { compact: true },
    bounds: DEFAULT_BOUNDS,
    ...options,
  });
  let removed = false;
  map.once("remove", () => {
    removed = true;
  });
  const whenLoaded = new Promise<void>((resolve) => {
    if (map.loaded()) resolve();
    else map.once("load", () => resolve());
  });
  Promise.all([loadBasemap(), whenLoaded])
    .then(([basemap]) => {
      if (removed || map.getSource("basemap")) return;
      const before = map.getStyle().layers[1]?.id;
      if (basemap.kind === "tiles") {
        map.addSource("basemap", {
          type: "raster",
          tiles: [basemap.url],
          tileSize: 256,
          attribution: basemap.attribution,
        });
        map.addLayer({ id: "basemap-tiles", type: "raster", source: "basemap" }, before);
        return;
      }
      map.addSource("basemap", { type: "geojson", data: basemap.countries, attribution: "Natural Earth" });
      map.addLayer(
        { id: "land", type: "fill", source: "basemap", paint: { "fill-color": BASEMAP_COLORS.land } },
        before,
      );
      map.addLayer(
        {
          id: "borders",
          type: "line",
          source: "basemap",
          paint: { "line-color": BASEMAP_COLORS.border, "line-width": 0.8 },
        },
        before,
      );
    })
    // The data layers still work on the plain background; say why the land is missing.
    .catch((error: unknown) => console.warn("The basemap could not be loaded.", error));
  return map;
}

declare global {
  interface Window {
    /** Set by a browser test before the app loads, to reach the maps (see exposeMapForTests). */
    __STRATA_E2E__?: boolean;
    __strataMaps?: Record<string, MapLibreMap>;
  }
}

/**
 * Browser tests assert what the map renders (`queryRenderedFeatures`) and where features are
 * (`project`): the map instances are reachable in development, or when a test opted in before load.
 */
export function exposeMapForTests(name: string, map: MapLibreMap): () => void {
  if (!import.meta.env.DEV && !window.__STRATA_E2E__) return () => {};
  window.__strataMaps = { ...window.__strataMaps, [name]: map };
  return () => {
    if (window.__strataMaps?.[name] === map) delete window.__strataMaps[name];
  };
}
