import type { FeatureCollection } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countriesUrl from "world-atlas/countries-50m.json?url";

/**
 * The offline basemap: Natural Earth countries (world-atlas, 1:50m) served as a static asset by the
 * app itself and turned into GeoJSON in the browser. No tile server, no internet.
 */
let countries: Promise<FeatureCollection> | null = null;

export function loadCountries(): Promise<FeatureCollection> {
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
