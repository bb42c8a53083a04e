import { Box, Typography } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import type { BlockInventory } from "@strata/core";

const SEISMIC_2D = "#1565c0";
const SEISMIC_3D = "#6a1b9a";
const WELLS = "#2e7d32";
const SURVEYS = "#ef6c00";

/**
 * One block's data by year (seismic kilometres, wells and surveys) and its seismic by processing
 * stage. Loaded lazily by the bid-round page, so the charts library weighs only where it is drawn.
 */
export default function BlockInventoryCharts({ block }: { block: BlockInventory }) {
  const years = block.byYear.map((y) => String(y.year));
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
      <figure style={{ margin: 0 }}>
        <Typography component="figcaption" variant="subtitle2">
          Seismic by acquisition year (km, km²)
        </Typography>
        {years.length === 0 ? (
          <Typography color="text.secondary">No dated data in this block.</Typography>
        ) : (
          <BarChart
            height={240}
            xAxis={[{ scaleType: "band", data: years }]}
            series={[
              { data: block.byYear.map((y) => y.seismic2dKm), label: "2D km", color: SEISMIC_2D },
              { data: block.byYear.map((y) => y.seismic3dKm2), label: "3D km²", color: SEISMIC_3D },
            ]}
          />
        )}
      </figure>
      <figure style={{ margin: 0 }}>
        <Typography component="figcaption" variant="subtitle2">
          Wells and non-seismic surveys by year
        </Typography>
        {years.length === 0 ? (
          <Typography color="text.secondary">No dated data in this block.</Typography>
        ) : (
          <BarChart
            height={240}
            xAxis={[{ scaleType: "band", data: years }]}
            series={[
              { data: block.byYear.map((y) => y.wells), label: "Wells", color: WELLS },
              { data: block.byYear.map((y) => y.nonSeismic), label: "Surveys", color: SURVEYS },
            ]}
          />
        )}
      </figure>
      <figure style={{ margin: 0 }}>
        <Typography component="figcaption" variant="subtitle2">
          Seismic by processing stage (km, km²)
        </Typography>
        {block.byStage.length === 0 ? (
          <Typography color="text.secondary">No seismic in this block.</Typography>
        ) : (
          <BarChart
            height={240}
            layout="horizontal"
            yAxis={[{ scaleType: "band", data: block.byStage.map((s) => s.stage), width: 120 }]}
            series={[
              { data: block.byStage.map((s) => s.seismic2dKm), label: "2D km", color: SEISMIC_2D },
              { data: block.byStage.map((s) => s.seismic3dKm2), label: "3D km²", color: SEISMIC_3D },
            ]}
          />
        )}
      </figure>
    </Box>
  );
}
