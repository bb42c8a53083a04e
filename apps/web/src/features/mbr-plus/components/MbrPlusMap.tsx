import { Alert, Box, Typography } from "@mui/material";
import type { MbrPlusRecord } from "@strata/core";
import type { FeatureCollection } from "geojson";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Bbox } from "../../../components/map/geometry.ts";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { FeaturePanel, type FeatureSummary, ViewerMap } from "../../map/index.ts";
import { TYPE_LABELS } from "./labels.ts";

/** The records' extents as outlines the viewer's map draws above its blocks. */
function toFeatures(records: MbrPlusRecord[]): FeatureCollection {
  return {
    type: "FeatureCollection",
    features: records.flatMap((r) => {
      if (!r.bbox) return [];
      const [w, s, e, n] = r.bbox;
      return [
        {
          type: "Feature" as const,
          properties: {
            type: r.type,
            id: r.id,
            title: r.title,
            subtitle: [TYPE_LABELS[r.type], r.block, r.region].filter(Boolean).join(" · "),
          },
          geometry: {
            type: "Polygon" as const,
            coordinates: [
              [
                [w, s],
                [e, s],
                [e, n],
                [w, n],
                [w, s],
              ],
            ],
          },
        },
      ];
    }),
  };
}

function extentOf(records: MbrPlusRecord[]): Bbox | null {
  const boxes = records.flatMap((r) => (r.bbox ? [r.bbox] : []));
  if (boxes.length === 0) return null;
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}

const noop = () => {};

/**
 * The MBR+ records of the current filters and page on the map viewer's map (decision 0215): their
 * extents drawn above the blocks; a click opens the record's summary with a link to its page.
 */
export function MbrPlusMap({ records }: { records: MbrPlusRecord[] }) {
  const ability = useAppAbility();
  const canOpenCatalog =
    ability.can("view", "SmartDataCatalog") || ability.can("view", "SmartDataCatalog-Expired");
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<ViewerMap | null>(null);
  const [feature, setFeature] = useState<FeatureSummary | null>(null);
  const features = useMemo(() => toFeatures(records), [records]);
  const extent = useMemo(() => extentOf(records), [records]);
  const withoutExtent = records.length - features.features.length;

  useEffect(() => {
    if (!container.current) return;
    const map = new ViewerMap(
      container.current,
      { layers: ["blocks"] },
      {
        onLayerStatus: noop,
        onFeature: setFeature,
        onSelectionDrawn: noop,
        onViewChange: noop,
        onPolygonProgress: noop,
      },
    );
    viewer.current = map;
    return () => {
      viewer.current = null;
      map.destroy();
    };
  }, []);

  useEffect(() => {
    viewer.current?.setHighlights(features);
    setFeature(null);
  }, [features]);

  useEffect(() => {
    if (extent) viewer.current?.fitBounds(extent);
  }, [extent]);

  const shown = features.features.length;
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 300px" },
        alignItems: "start",
      }}
    >
      <Box
        ref={container}
        role="region"
        aria-label="Map of the MBR+ records"
        data-testid="mbr-plus-map"
        sx={{ height: 480, borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider" }}
      />
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 }}>
        {feature ? (
          <FeaturePanel feature={feature} canOpenCatalog={canOpenCatalog} onClose={() => setFeature(null)} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            The outlines are the extents of the {shown} MBR+ record{shown === 1 ? "" : "s"} on this page.
            Select one to see its summary.
          </Typography>
        )}
        {withoutExtent > 0 && (
          <Alert severity="info">
            {withoutExtent === 1
              ? "1 record has no location and is only in the list."
              : `${withoutExtent} records have no location and are only in the list.`}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
