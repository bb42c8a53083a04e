/** What other areas reuse of the map viewer: its map (with records of their own drawn above) and the clicked feature's panel. */
export { FeaturePanel } from "./components/FeaturePanel.tsx";
export { type FeatureSummary, ViewerMap } from "./components/viewer-map.ts";
