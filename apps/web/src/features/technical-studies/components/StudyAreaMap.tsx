import { Box, Typography } from "@mui/material";
import type { StudyBlock } from "@strata/core";
import type { FeatureCollection } from "geojson";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Bbox } from "../../../components/map/geometry.ts";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { FeaturePanel, type FeatureSummary, ViewerMap } from "../../map/index.ts";

type Outlined = StudyBlock & { bbox: Bbox };

/** The study blocks' outlines (their bounding boxes) as the viewer map's highlights. */
function toFeatures(blocks: readonly Outlined[]): FeatureCollection {
  return {
    type: "FeatureCollection",
    features: blocks.map((b) => {
      const [w, s, e, n] = b.bbox;
      return {
        type: "Feature" as const,
        properties: {
          kind: "block",
          name: b.name,
          region: b.region,
          basin: b.basin,
          status: b.status,
          operator: b.operator,
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
      };
    }),
  };
}

const noop = () => {};

/**
 * The study area on the map viewer's map (decision 0218): the study blocks outlined above the
 * catalogue's blocks and the seismic and well layers, so the data in the area shows where it lies.
 * A click opens the block's or record's summary.
 */
export function StudyAreaMap({ blocks }: { blocks: readonly StudyBlock[] }) {
  const ability = useAppAbility();
  const canOpenCatalog =
    ability.can("view", "SmartDataCatalog") || ability.can("view", "SmartDataCatalog-Expired");
  // Keyed on the outlines, not the array: a refreshed workspace (a milestone ticked) keeps its map.
  const shape = JSON.stringify(blocks.filter((b) => b.bbox !== null).map((b) => [b.name, b.bbox]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for the blocks' outlines
  const outlined = useMemo(() => blocks.filter((b): b is Outlined => b.bbox !== null), [shape]);
  const container = useRef<HTMLDivElement>(null);
  const [feature, setFeature] = useState<FeatureSummary | null>(null);
  const extent = useMemo<Bbox | null>(
    () =>
      outlined.length === 0
        ? null
        : [
            Math.min(...outlined.map((b) => b.bbox[0])),
            Math.min(...outlined.map((b) => b.bbox[1])),
            Math.max(...outlined.map((b) => b.bbox[2])),
            Math.max(...outlined.map((b) => b.bbox[3])),
          ],
    [outlined],
  );

  useEffect(() => {
    if (!container.current || !extent) return;
    const map = new ViewerMap(
      container.current,
      { bounds: extent, layers: ["blocks", "Seismic_3D", "Seismic_2D", "Well_Log"] },
      {
        onLayerStatus: noop,
        onFeature: setFeature,
        onSelectionDrawn: noop,
        onViewChange: noop,
        onPolygonProgress: noop,
      },
    );
    map.setHighlights(toFeatures(outlined));
    return () => map.destroy();
  }, [extent, outlined]);

  if (!extent) {
    return (
      <Typography color="text.secondary">
        None of the study blocks has an outline in the catalogue.
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: {
          xs: "minmax(0, 1fr)",
          md: feature ? "minmax(0, 1fr) 280px" : "minmax(0, 1fr)",
        },
        alignItems: "start",
      }}
    >
      <Box
        ref={container}
        role="region"
        aria-label={`Map of the study area: blocks ${outlined.map((b) => b.name).join(", ")}`}
        data-testid="study-area-map"
        sx={{ height: 360, borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider" }}
      />
      {feature ? (
        <FeaturePanel feature={feature} canOpenCatalog={canOpenCatalog} onClose={() => setFeature(null)} />
      ) : null}
    </Box>
  );
}
