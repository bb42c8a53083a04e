import type { mapInteractionSchema } from "@strata/core";
import type { z } from "zod";
import { api } from "../../../lib/api.ts";

export type MapStateBody = z.input<typeof mapInteractionSchema>;

/** PUT /api/map/interactions: saves the view and layers as the user pans and toggles (best effort). */
export function saveMapState(body: MapStateBody): Promise<unknown> {
  return api.put("/api/map/interactions", body);
}
