import { clampLat, clampLon } from "../../../components/map/geometry.ts";
import type { Bbox } from "../api/get-layer-features.ts";

/** The view plus a margin on each side, so small pans need no new request. */
export function padded([w, s, e, n]: Bbox, ratio: number): Bbox {
  const dx = (e - w) * ratio;
  const dy = (n - s) * ratio;
  return [clampLon(w - dx), clampLat(s - dy), clampLon(e + dx), clampLat(n + dy)];
}

export const contains = (outer: Bbox, inner: Bbox) =>
  inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];
