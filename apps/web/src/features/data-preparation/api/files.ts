import type { CatalogType } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MetadataFileEntry } from "../state/metadata-admin-state.ts";
import { dataPreparationKeys, dataPreparationPost, type Paged } from "./client.ts";

/** A file found in object storage by the last sync. */
export interface StorageFile {
  path: string;
  name: string;
  folder: string;
  size: number;
  format: string;
}

export interface InvalidFile extends StorageFile {
  reason: string;
}

export interface InvalidFilesPage extends Paged<InvalidFile> {
  invalidHeaders: { path: string; reason: string }[];
}

/** A record's file, with its link as edited (`id`) and as loaded (`bak_id`). */
export interface MetadataFile extends MetadataFileEntry {
  name: string;
  path: string;
  size: number;
  format: string;
}

export interface LinkResult {
  code: number;
  message: string;
}

export interface PageParams {
  ingestType: CatalogType;
  pageNumber: number;
  pageSize: number;
}

/** getunlinkfiles: files the sync could not match to a record. */
export function unlinkFilesQuery(params: PageParams) {
  return queryOptions({
    queryKey: [...dataPreparationKeys.of(params.ingestType), "unlink-files", params],
    queryFn: ({ signal }) => dataPreparationPost<Paged<StorageFile>>("getunlinkfiles", params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUnlinkFiles(params: PageParams) {
  return useQuery(unlinkFilesQuery(params));
}

/** getinvalidfiles: unreadable files and names or folders that break the conventions, with bad headers. */
export function useInvalidFiles(params: PageParams) {
  return useQuery({
    queryKey: [...dataPreparationKeys.of(params.ingestType), "invalid-files", params],
    queryFn: ({ signal }) => dataPreparationPost<InvalidFilesPage>("getinvalidfiles", params, signal),
    placeholderData: keepPreviousData,
  });
}

/** getsdcmetadatafile: a record's files and the unlinked ones it may take. */
export function metadataFilesQuery(ingestType: CatalogType, id: string) {
  return queryOptions({
    queryKey: [...dataPreparationKeys.of(ingestType), "metadata-files", id],
    queryFn: ({ signal }) =>
      dataPreparationPost<{ files: MetadataFile[] }>("getsdcmetadatafile", { ingestType, id }, signal),
    staleTime: 0,
  });
}

/** metadatasetlinkfile: saves the record's file links; answers a code (200 success, 201 refused) and a text. */
export function setLinkFiles(
  ingestType: CatalogType,
  id: string,
  files: MetadataFileEntry[],
): Promise<LinkResult> {
  return dataPreparationPost<LinkResult>("metadatasetlinkfile", { ingestType, id, files });
}
