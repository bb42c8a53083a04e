import { DELETE_TOAST_AUTO_CLOSE_MS, LINK_FILE_TOAST_AUTO_CLOSE_MS, TOAST_AUTO_CLOSE_MS } from "@strata/core";
import { toast } from "../../../lib/toasts/index.ts";

/** One fixed toast id per kind of operation, so a second click never stacks a second toast. */
export const DP_TOAST = {
  submit: "dp-submit",
  delete: "dp-delete",
  bulk: "dp-bulk",
  export: "dp-export",
  sync: "dp-sync",
  link: "dp-link",
  lookup: "dp-lookup",
  cache: "dp-cache",
  load: "dp-load",
  gisData: "dp-gis-data",
  webMapService: "dp-web-map-service",
  nonSeismic: "dp-non-seismic",
} as const;

export const AUTO_CLOSE = {
  default: TOAST_AUTO_CLOSE_MS,
  delete: DELETE_TOAST_AUTO_CLOSE_MS,
  link: LINK_FILE_TOAST_AUTO_CLOSE_MS,
} as const;

/** Shows a waiting text that stays until `settle` replaces it. */
export function showPending(id: string, message: string): void {
  toast.info(message, { toastId: id, autoClose: false });
}

/** Replaces the toast of `id` (a waiting one, or none) with the outcome. */
export function settle(
  id: string,
  kind: "success" | "error" | "info",
  message: string,
  autoClose: number = TOAST_AUTO_CLOSE_MS,
): void {
  toast[kind](message, { toastId: id, autoClose });
}
