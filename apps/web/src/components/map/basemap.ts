import type { Basemap } from "@strata/core";
import type { FeatureCollection } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countriesUrl from "world-atlas/countries-50m.json?url";
import { api } from "../../lib/api.ts";

/**
 * The offline basemap: Natural Earth countries (world-atlas, 1:50m) served as a static asset by the
 * app itself and turned into GeoJSON in the browser. No tile server, no internet.
 */
let countries: Promise<FeatureCollection> | null = null;

function loadCountries(): Promise<FeatureCollection> {
  countries ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Basemap request failed (${response.status})`);
      return response.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.countries) as FeatureCollection)
    .catch((error: unknown) => {
      countries = null;
      throw error;
    });
  return countries;
}

export type LoadedBasemap =
  | { kind: "offline"; countries: FeatureCollection }
  | Extract<Basemap, { kind: "tiles" }>;

let basemap: Promise<LoadedBasemap> | null = null;

/**
 * The basemap the server is configured with: its tile server when MAP_TILE_URL is set, otherwise
 * the offline countries. Asked once per page load.
 */
export function loadBasemap(): Promise<LoadedBasemap> {
  basemap ??= api
    .GET("/api/map/basemap")
    .then(async (choice) =>
      choice.kind === "tiles" ? choice : { kind: "offline" as const, countries: await loadCountries() },
    )
    .catch((error: unknown) => {
      basemap = null;
      throw error;
    });
  return basemap;
}
