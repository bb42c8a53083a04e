import type { AppAbility } from "@strata/core";

/** The rights that open a preview at all (section 6); the route admits either. */
export const PREVIEW_ABILITIES = [
  ["read", "DataVisualisation"],
  ["read", "BidRoundDataVisualisation"],
] as const;

/**
 * Whether this user may preview a record's files: data visualisation opens every record, bid-round
 * data visualisation only the records flagged `bid` (the server decides again per file).
 */
export function canPreviewRecord(ability: AppAbility, bid: unknown): boolean {
  if (ability.can("read", "DataVisualisation")) return true;
  return bid === true && ability.can("read", "BidRoundDataVisualisation");
}

/** The viewer of a file format, if it has one. */
export function previewPathOf(file: { id: string; format: string }): string | null {
  const id = encodeURIComponent(file.id);
  if (file.format === "SEG-Y") return `/visualisation/seismic/${id}`;
  if (file.format === "LAS") return `/visualisation/well-logs/${id}`;
  return null;
}
