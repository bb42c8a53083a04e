export { blockProperties, overlaps } from "./layers.ts";
export { registerMapRoutes } from "./routes.ts";
export { selectByGeometry } from "./select.ts";
export { type InstanceTiles, registerMapTiles } from "./tile-routes.ts";
