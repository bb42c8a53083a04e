import { api } from "../../../lib/api.ts";

/** Every data-preparation call is a POST under /api/data-preparation/ (section 7). */
export const DATA_PREPARATION_BASE = "/api/data-preparation";

export function dataPreparationPost<T>(call: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return api.post<T>(`${DATA_PREPARATION_BASE}/${call}`, body, { signal });
}

export type { Paged } from "@strata/core";

/** The query keys of the area; everything under `all` is refetched after a change. */
export const dataPreparationKeys = {
  all: ["data-preparation"] as const,
  of: (ingestType: string) => ["data-preparation", ingestType] as const,
};
