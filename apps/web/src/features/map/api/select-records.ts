import type { mapSelectResponseSchema, SelectionGeometry } from "@strata/core";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";

export type MapSelection = z.infer<typeof mapSelectResponseSchema>;
export type SelectionMode = "intersects" | "contains";

/** POST /api/map/select: the records of each category whose geometry meets a drawn rectangle or polygon. */
export function useSelectRecords() {
  return useMutation({
    mutationFn: (body: { geometry: SelectionGeometry; mode: SelectionMode }) =>
      api.post<MapSelection>("/api/map/select", body),
  });
}
