import type { CatalogType, LinkResult } from "@strata/core";
import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { dataPreparationKeys, dataPreparationPost } from "./client.ts";
import type { PageParams } from "./files.ts";

/** getmetadatawithoutgis: records with no geometry. */
export function useMetadataWithoutGis(params: PageParams, enabled = true) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of(params.ingestType), "metadata-without-gis", params],
    queryFn: ({ signal }) => dataPreparationPost("getmetadatawithoutgis", params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** getgiswithoutmetadata: geometry with no record. */
export function useGisWithoutMetadata(params: PageParams, enabled = true) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of(params.ingestType), "gis-without-metadata", params],
    queryFn: ({ signal }) => dataPreparationPost("getgiswithoutmetadata", params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** linkgistometadata: gives a record the geometry of a GIS feature. */
export function linkGisToMetadata(ingestType: CatalogType, gisId: string, id: string): Promise<LinkResult> {
  return dataPreparationPost("linkgistometadata", { ingestType, gisId, id });
}

/** getgisdatabyid: a record's geometry and extent (null when none is linked). */
export function useGisDataById(ingestType: CatalogType, id: string | null) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of(ingestType), "gis-data", id],
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => dataPreparationPost("getgisdatabyid", { ingestType, id }, signal),
    retry: false,
  });
}

/** getwebmapserviceurl: where the map layer of a category is served. */
export function useWebMapServiceUrl(ingestType: CatalogType) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of(ingestType), "web-map-service-url"],
    queryFn: ({ signal }) => dataPreparationPost("getwebmapserviceurl", { ingestType }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** getnonseismicitem: one non-seismic record with all its values. */
export function useNonSeismicItem(id: string | null) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of("Non_Seismic"), "non-seismic-item", id],
    queryFn:
      id === null ? skipToken : ({ signal }) => dataPreparationPost("getnonseismicitem", { id }, signal),
    retry: false,
  });
}
