export { productionDataPath } from "./links.ts";
