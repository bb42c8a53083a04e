import type { CatalogRow, CatalogType, GisFeatureSummary, LinkResult } from "@strata/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { dataPreparationKeys, dataPreparationPost, type Paged } from "./client.ts";
import type { PageParams } from "./files.ts";

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
