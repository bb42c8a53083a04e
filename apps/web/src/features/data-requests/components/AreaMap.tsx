import { Box } from "@mui/material";
import type { SelectionGeometry } from "@strata/core";
import type { Polygon } from "geojson";
import { NavigationControl } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { createBaseMap, exposeMapForTests } from "../../../components/map/base-map.ts";
import { SELECTION_COLOR } from "../../../components/map/colors.ts";
import { polygonBbox } from "../../../components/map/geometry.ts";

/** A small map of the area a request names, framed to fit it. */
export function AreaMap({ area }: { area: SelectionGeometry }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const [w, s, e, n] = polygonBbox(area);
    const map = createBaseMap({
      container: container.current,
      bounds: [
        [w, s],
        [e, n],
      ],
      fitBoundsOptions: { padding: 30, maxZoom: 9 },
      cooperativeGestures: true,
    });
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    map.on("load", () => {
      map.addSource("area", {
        type: "geojson",
        data: { type: "Feature", geometry: area as Polygon, properties: {} },
      });
      map.addLayer({
        id: "area-fill",
        type: "fill",
        source: "area",
        paint: { "fill-color": SELECTION_COLOR, "fill-opacity": 0.2 },
      });
      map.addLayer({
        id: "area-line",
        type: "line",
        source: "area",
        paint: { "line-color": SELECTION_COLOR, "line-width": 2 },
      });
    });
    const unexpose = exposeMapForTests("request-area-view", map);
    return () => {
      unexpose();
      map.remove();
    };
  }, [area]);

  return (
    <Box
      ref={container}
      role="img"
      aria-label="Map of the requested area"
      sx={{ height: 240, borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider", mt: 0.5 }}
    />
  );
}
