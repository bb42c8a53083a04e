import type { AddOn } from "@strata/core";

export const ADD_ON_LABELS: Record<AddOn, string> = {
  mbr: "MBR",
  "mpm-study": "MPM Study",
  "mbr-plus": "MBR-Plus",
  vdr: "Virtual Data Room",
};

/** "1 year", "3 years". */
export const durationLabel = (d: { value: number; unit: string }) =>
  `${d.value} ${d.value === 1 ? d.unit.replace(/s$/, "") : d.unit}`;
