import { type CatalogType, isCatalogType, MAP_LAYERS, type MapLayer } from "@strata/core";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { CatalogFilter } from "../../../lib/catalog-links.ts";
import { parseExplorerFilter } from "../../data-explorer/index.ts";

const isMapCategory = (type: string): type is CatalogType & MapLayer =>
  isCatalogType(type) && (MAP_LAYERS as readonly string[]).includes(type);

/**
 * The data explorer's filter the map was opened with (`/map?type=&filter=`), or null: a category
 * the map draws and at least one column the category can filter by. Removing a chip or clearing
 * rewrites only these two parameters, so a map-view bookmark's `center` and `zoom` stay.
 */
export function useExplorerFilter() {
  const [params, setParams] = useSearchParams();
  const type = params.get("type") ?? "";
  const raw = params.get("filter");
  const state = useMemo(() => {
    if (!isMapCategory(type)) return null;
    const filter = parseExplorerFilter(raw, type);
    return Object.keys(filter).length > 0 ? { type, filter, json: JSON.stringify(filter) } : null;
  }, [type, raw]);

  const write = useCallback(
    (filter: CatalogFilter | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (filter && Object.keys(filter).length > 0) next.set("filter", JSON.stringify(filter));
        else {
          next.delete("filter");
          next.delete("type");
        }
        return next;
      }),
    [setParams],
  );
  const remove = useCallback(
    (column: string) => {
      if (!state) return;
      const { [column]: _, ...rest } = state.filter;
      write(rest);
    },
    [state, write],
  );
  const clear = useCallback(() => write(null), [write]);
  return { state, remove, clear };
}
