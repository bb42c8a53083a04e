import { VectorTile, type VectorTileFeature } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";

/** A tile's features of one layer, decoded as MapLibre decodes them. */
export function decodeLayer(bytes: Buffer, layer: string): VectorTileFeature[] {
  const tile = new VectorTile(new PbfReader(bytes));
  const decoded = tile.layers[layer];
  if (!decoded) return [];
  return Array.from({ length: decoded.length }, (_, i) => decoded.feature(i));
}
