import { z } from "zod";
import { CATALOG_REGISTRY, CATALOG_TYPES, type CatalogType } from "../catalog/registry.ts";
import { DELIVERY_ITEM_TYPE } from "./statuses.ts";

/**
 * What an item of a download package is: a record of a catalogue category, or the files of a
 * delivered data request. Statistics and reports count deliveries as a type of their own beside the
 * categories (docs/decisions/0121-a-delivery-is-a-download-type.md).
 */
export const DOWNLOAD_ITEM_TYPES = [...CATALOG_TYPES, DELIVERY_ITEM_TYPE] as const;
export type DownloadItemType = (typeof DOWNLOAD_ITEM_TYPES)[number];
export const downloadItemTypeSchema = z.enum(DOWNLOAD_ITEM_TYPES);

/** A download item type on screen: a category's name, or "Delivered data" (as the download manager says). */
export const DOWNLOAD_ITEM_TYPE_LABELS: Record<DownloadItemType, string> = {
  ...(Object.fromEntries(CATALOG_TYPES.map((type) => [type, CATALOG_REGISTRY[type].displayName])) as Record<
    CatalogType,
    string
  >),
  [DELIVERY_ITEM_TYPE]: "Delivered data",
};

/** The label of a download item type, or null when `value` is none (a status, a name…). */
export function downloadItemTypeLabel(value: string): string | null {
  return Object.hasOwn(DOWNLOAD_ITEM_TYPE_LABELS, value)
    ? DOWNLOAD_ITEM_TYPE_LABELS[value as DownloadItemType]
    : null;
}
