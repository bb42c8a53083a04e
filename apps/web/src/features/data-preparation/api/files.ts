import type { CatalogType, LinkResult } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MetadataFileEntry as FileSlot } from "../state/metadata-admin-state.ts";
import { dataPreparationKeys, dataPreparationPost } from "./client.ts";

export interface PageParams {
  ingestType: CatalogType;
  pageNumber: number;
  pageSize: number;
}

/** getunlinkfiles: files the sync could not match to a record. */
export function unlinkFilesQuery(params: PageParams) {
  return queryOptions({
    queryKey: [...dataPreparationKeys.of(params.ingestType), "unlink-files", params],
    queryFn: ({ signal }) => dataPreparationPost("getunlinkfiles", params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUnlinkFiles(params: PageParams, enabled = true) {
  return useQuery({ ...unlinkFilesQuery(params), enabled });
}

/** getinvalidfiles: unreadable files and names or folders that break the conventions, with bad headers. */
export function useInvalidFiles(params: PageParams) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of(params.ingestType), "invalid-files", params],
    queryFn: ({ signal }) => dataPreparationPost("getinvalidfiles", params, signal),
    placeholderData: keepPreviousData,
  });
}

/** getsdcmetadatafile: the files linked to a record. */
export function metadataFilesQuery(ingestType: CatalogType, id: string) {
  return queryOptions({
    queryKey: [...dataPreparationKeys.of(ingestType), "metadata-files", id],
    queryFn: ({ signal }) => dataPreparationPost("getsdcmetadatafile", { ingestType, id }, signal),
    staleTime: 0,
  });
}

/** metadatasetlinkfile: saves the record's file slots; answers a code (200 success, 201 refused) and a text. */
export function setLinkFiles(ingestType: CatalogType, id: string, files: FileSlot[]): Promise<LinkResult> {
  return dataPreparationPost("metadatasetlinkfile", { ingestType, id, files });
}
