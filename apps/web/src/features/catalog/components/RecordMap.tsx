import { Box } from "@mui/material";
import type { CatalogDetails, CatalogType } from "@strata/core";
import type { Geometry } from "geojson";
import { NavigationControl } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { createBaseMap, exposeMapForTests } from "../../../components/map/base-map.ts";
import { CATEGORY_COLORS } from "../../../components/map/colors.ts";

/** A small map of one record's geometry (a line, an outline or a well), framed to fit it. */
export function RecordMap({
  type,
  title,
  geometry,
  bbox,
}: {
  type: CatalogType;
  title: string;
  geometry: NonNullable<CatalogDetails["geometry"]>;
  bbox: CatalogDetails["bbox"];
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const color = CATEGORY_COLORS[type as keyof typeof CATEGORY_COLORS] ?? "#333";
    const [minLon, minLat, maxLon, maxLat] = bbox ?? [99.5, 0.8, 119.5, 7.8];
    // A well is a point: show it with the coast around it rather than at the closest zoom.
    const framing =
      geometry.type === "Point"
        ? {
            center: [(minLon + maxLon) / 2, (minLat + maxLat) / 2] as [number, number],
            zoom: 6,
            bounds: undefined,
          }
        : {
            bounds: [
              [minLon, minLat],
              [maxLon, maxLat],
            ] as [[number, number], [number, number]],
            fitBoundsOptions: { padding: 40, maxZoom: 8 },
          };
    const map = createBaseMap({ container: container.current, ...framing, cooperativeGestures: true });
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    map.on("load", () => {
      map.addSource("record", {
        type: "geojson",
        data: { type: "Feature", geometry: geometry as Geometry, properties: {} },
      });
      if (geometry.type.endsWith("Polygon")) {
        map.addLayer({
          id: "record-fill",
          type: "fill",
          source: "record",
          paint: { "fill-color": color, "fill-opacity": 0.2 },
        });
      }
      if (geometry.type === "Point") {
        map.addLayer({
          id: "record-point",
          type: "circle",
          source: "record",
          paint: {
            "circle-color": color,
            "circle-radius": 7,
            "circle-stroke-color": "#fff",
            "circle-stroke-width": 2,
          },
        });
      } else {
        map.addLayer({
          id: "record-line",
          type: "line",
          source: "record",
          paint: { "line-color": color, "line-width": 3 },
        });
      }
    });
    const unexpose = exposeMapForTests("record", map);
    return () => {
      unexpose();
      map.remove();
    };
  }, [type, geometry, bbox]);

  return (
    <Box
      ref={container}
      // A figure, not an image: the map's canvas and controls inside take the focus (axe: nested-interactive).
      role="figure"
      aria-label={`Map of ${title}`}
      sx={{ height: 280, borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider" }}
    />
  );
}
