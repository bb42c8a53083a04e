import LockIcon from "@mui/icons-material/Lock";
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import { formatMonth, PRODUCTION_STREAM_INFO, type ProductionPeriod, periodText } from "@strata/core";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { errorMessage } from "../../../lib/api.ts";
import { useProductionTeaser } from "../api/production.ts";
import { type ChartSeries, ProductionChart } from "./ProductionChart.tsx";

const whole = new Intl.NumberFormat("en-MY");
const period = (p: ProductionPeriod | null) => (p ? formatMonth(periodText(p)) : "—");

/** A made-up decline curve, never real data: the chart behind the blur is only an illustration. */
function sampleSeries(): ChartSeries[] {
  const times: number[] = [];
  const oil: number[] = [];
  const water: number[] = [];
  for (let i = 0; i < 240; i++) {
    times.push(Date.UTC(2000, i, 1));
    const rate = i < 8 ? 100 * ((i + 1) / 8) : i < 40 ? 100 : 100 / (1 + 0.5 * 0.02 * (i - 40)) ** 2;
    oil.push(rate);
    water.push(i < 70 ? 1 : rate * Math.min(3, (i - 70) / 40));
  }
  return [
    { id: "sample-oil", label: "Oil (illustration)", unit: "Sm³/d", times, values: oil },
    { id: "sample-water", label: "Water (illustration)", unit: "Sm³/d", times, values: water, dashed: true },
  ];
}

/** What production data holds, for whoever has the disabled variant: counts, a blurred sample, the way to upgrade. */
export function ProductionTeaser() {
  const teaser = useProductionTeaser();
  const sample = useMemo(sampleSeries, []);
  return (
    <Stack spacing={3}>
      <Alert
        severity="info"
        icon={<LockIcon />}
        action={
          <Button component={RouterLink} to="/subscription" variant="contained" size="small">
            Upgrade to Premium
          </Button>
        }
      >
        Production data is part of the Premium subscription.
      </Alert>
      {teaser.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(teaser.error)}
        </Alert>
      ) : null}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" } }}>
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">Wells with production</Typography>
            <Typography variant="h4" component="p" data-testid="teaser-wells">
              {teaser.data ? whole.format(teaser.data.wells) : "…"}
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">Fields</Typography>
            <Typography variant="h4" component="p" data-testid="teaser-fields">
              {teaser.data ? whole.format(teaser.data.fields) : "…"}
            </Typography>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">Period covered</Typography>
            <Typography variant="h5" component="p">
              {teaser.data ? `${period(teaser.data.first)} to ${period(teaser.data.last)}` : "…"}
            </Typography>
          </CardContent>
        </Card>
      </Box>
      <Box>
        <Typography variant="h2" gutterBottom>
          What Premium holds
        </Typography>
        <Typography>
          Monthly volumes per well and per field in standard cubic metres (Sm³) and as rates (Sm³/d), as
          time-series charts (linear or log, cumulative on or off), a table of the months, CSV and Excel
          export, and comparison of up to 10 wells or fields on one chart.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap" }} useFlexGap>
          {(teaser.data?.streams ?? []).map((s) => (
            <Chip key={s} label={PRODUCTION_STREAM_INFO[s].label} />
          ))}
        </Stack>
      </Box>
      <Box sx={{ position: "relative" }}>
        {/* inert as well as hidden: the sample chart's controls must not take the keyboard's focus either. */}
        <Box aria-hidden inert sx={{ filter: "blur(6px)", pointerEvents: "none", userSelect: "none" }}>
          <ProductionChart series={sample} title="A sample chart with made-up values" height={280} />
        </Box>
        <Box sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }}>
          <Typography sx={{ bgcolor: "background.paper", px: 2, py: 1, borderRadius: 1 }}>
            A sample with made-up values. Upgrade to see the real production.
          </Typography>
        </Box>
      </Box>
    </Stack>
  );
}
