import { type ApiBody, api } from "../../../lib/api.ts";

export type MapStateBody = ApiBody<"/api/map/interactions", "put">;

/** PUT /api/map/interactions: saves the view and layers as the user pans and toggles (best effort). */
export function saveMapState(body: MapStateBody): Promise<unknown> {
  return api.PUT("/api/map/interactions", { body });
}
