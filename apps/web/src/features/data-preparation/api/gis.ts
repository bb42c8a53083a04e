import type {
  CatalogRow,
  CatalogType,
  GisFeatureSummary,
  gisDataResponseSchema,
  LinkResult,
} from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { dataPreparationKeys, dataPreparationPost, type Paged } from "./client.ts";
import type { PageParams } from "./files.ts";

type GisData = z.infer<typeof gisDataResponseSchema>;

/** getmetadatawithoutgis: records with no geometry. */
export function useMetadataWithoutGis(params: PageParams, enabled = true) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of(params.ingestType), "metadata-without-gis", params],
    queryFn: ({ signal }) => dataPreparationPost<Paged<CatalogRow>>("getmetadatawithoutgis", params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** getgiswithoutmetadata: geometry with no record. */
export function useGisWithoutMetadata(params: PageParams, enabled = true) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of(params.ingestType), "gis-without-metadata", params],
    queryFn: ({ signal }) =>
      dataPreparationPost<Paged<GisFeatureSummary>>("getgiswithoutmetadata", params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** linkgistometadata: gives a record the geometry of a GIS feature. */
export function linkGisToMetadata(ingestType: CatalogType, gisId: string, id: string): Promise<LinkResult> {
  return dataPreparationPost<LinkResult>("linkgistometadata", { ingestType, gisId, id });
}

/** getgisdatabyid: a record's geometry and extent (null when none is linked). */
export function useGisDataById(ingestType: CatalogType, id: string | null) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of(ingestType), "gis-data", id],
    queryFn: ({ signal }) => dataPreparationPost<GisData>("getgisdatabyid", { ingestType, id }, signal),
    enabled: id !== null,
    retry: false,
  });
}

/** getwebmapserviceurl: where the map layer of a category is served. */
export function useWebMapServiceUrl(ingestType: CatalogType) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of(ingestType), "web-map-service-url"],
    queryFn: ({ signal }) =>
      dataPreparationPost<{ url: string }>("getwebmapserviceurl", { ingestType }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** getnonseismicitem: one non-seismic record with all its values. */
export function useNonSeismicItem(id: string | null) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of("Non_Seismic"), "non-seismic-item", id],
    queryFn: ({ signal }) => dataPreparationPost<CatalogRow>("getnonseismicitem", { id }, signal),
    enabled: id !== null,
    retry: false,
  });
}
