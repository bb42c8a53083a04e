import type { CatalogType } from "@strata/core";

/** One colour per data category, the same on the map viewer, its legend and a record's small map. */
export const CATEGORY_COLORS: Record<Exclude<CatalogType, "Technical_Report">, string> = {
  Seismic_2D: "#c0392b",
  Seismic_3D: "#7d3c98",
  Well_Log: "#1b7f4b",
  Non_Seismic: "#1f6fb2",
};
export const BLOCK_COLOR = "#5d6d7e";
export const BID_BLOCK_COLOR = "#d4a017";
export const SELECTION_COLOR = "#e67e22";
