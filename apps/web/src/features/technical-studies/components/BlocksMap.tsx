import { Box, Typography } from "@mui/material";
import type { StudyBlock } from "@strata/core";

const WIDTH = 480;
const HEIGHT = 300;
const PAD = 16;

/**
 * The study area's blocks drawn from their bounding boxes (longitude/latitude, north up): a light
 * overview beside the block table, without loading the full map.
 */
export function BlocksMap({ blocks }: { blocks: readonly StudyBlock[] }) {
  const boxes = blocks.filter(
    (b): b is StudyBlock & { bbox: [number, number, number, number] } => b.bbox !== null,
  );
  if (boxes.length === 0) {
    return (
      <Typography color="text.secondary">
        None of the study blocks has an outline in the catalogue.
      </Typography>
    );
  }
  const west = Math.min(...boxes.map((b) => b.bbox[0]));
  const south = Math.min(...boxes.map((b) => b.bbox[1]));
  const east = Math.max(...boxes.map((b) => b.bbox[2]));
  const north = Math.max(...boxes.map((b) => b.bbox[3]));
  const scale = Math.min((WIDTH - 2 * PAD) / (east - west || 1), (HEIGHT - 2 * PAD) / (north - south || 1));
  const x = (lon: number) => PAD + (lon - west) * scale;
  const y = (lat: number) => PAD + (north - lat) * scale;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Study area: blocks ${boxes.map((b) => b.name).join(", ")}, from ${west.toFixed(2)}° to ${east.toFixed(2)}° E and ${south.toFixed(2)}° to ${north.toFixed(2)}° N`}
      sx={{ width: "100%", maxWidth: WIDTH, bgcolor: "#eef4f8", borderRadius: 1 }}
    >
      {boxes.map((b) => (
        <g key={b.name}>
          <rect
            x={x(b.bbox[0])}
            y={y(b.bbox[3])}
            width={(b.bbox[2] - b.bbox[0]) * scale}
            height={(b.bbox[3] - b.bbox[1]) * scale}
            fill="rgba(46, 125, 50, 0.25)"
            stroke="#2e7d32"
            strokeWidth={1.5}
          />
          <text
            x={x((b.bbox[0] + b.bbox[2]) / 2)}
            y={y((b.bbox[1] + b.bbox[3]) / 2)}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize={12}
            fill="#1b5e20"
          >
            {b.name}
          </text>
        </g>
      ))}
    </Box>
  );
}
