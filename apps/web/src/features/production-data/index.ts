export { ProductionDataLink } from "./components/ProductionDataLink.tsx";
export { productionDataPath } from "./links.ts";
