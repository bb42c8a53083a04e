/**
 * What other features use of the data explorer: its filter as the address carries it
 * (`?type=&filter=`, which the map reads after "Show on the map") and the chips that show it.
 */

export { explorerQuery, parseExplorerFilter, typeName } from "./components/explorer-filter.ts";
export { FilterChips } from "./components/FilterChips.tsx";
