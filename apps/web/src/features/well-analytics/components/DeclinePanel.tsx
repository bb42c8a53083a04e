import {
  Alert,
  Box,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { formatMonth } from "@strata/core";
import { useMemo, useState } from "react";
import { type ChartSeries, TimeSeriesChart } from "../../../components/charts/index.ts";
import { DateField } from "../../../components/DateField.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { type DeclineParams, type Subject, useDecline } from "../api/well-analytics.ts";
import { formatNumber, formatVolume, periodTime } from "./format.ts";

const MODELS: { value: DeclineParams["model"]; label: string }[] = [
  { value: "best", label: "Best fit" },
  { value: "exponential", label: "Exponential (b = 0)" },
  { value: "hyperbolic", label: "Hyperbolic (0 < b ≤ 2)" },
  { value: "harmonic", label: "Harmonic (b = 1)" },
];
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** An Arps decline fit: model, window, parameters with units, EUR, and the curves over the actual rates. */
export function DeclinePanel({ subject }: { subject: Subject }) {
  const [stream, setStream] = useState<DeclineParams["stream"]>("oil");
  const [model, setModel] = useState<DeclineParams["model"]>("best");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const params: DeclineParams = {
    stream,
    model,
    from: PERIOD.test(from) ? from : undefined,
    to: PERIOD.test(to) ? to : undefined,
  };
  const decline = useDecline(subject, params);
  const d = decline.data;
  const chart = useMemo<ChartSeries[]>(() => {
    if (!d) return [];
    const label = d.stream === "oil" ? "Oil rate" : "Gas rate";
    return [
      {
        id: "actual",
        label,
        unit: "Sm³/d",
        times: d.actual.periods.map(periodTime),
        values: d.actual.rates,
        color: "#546e7a",
      },
      {
        id: "fitted",
        label: `Arps fit (${d.fit.model})`,
        unit: "Sm³/d",
        times: d.fitted.periods.map(periodTime),
        values: d.fitted.rates,
        color: "#d32f2f",
      },
      {
        id: "forecast",
        label: "Forecast",
        unit: "Sm³/d",
        times: d.forecast.periods.map(periodTime),
        values: d.forecast.rates,
        dashed: true,
        color: "#d32f2f",
      },
    ];
  }, [d]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          select
          size="small"
          label="Stream"
          value={stream}
          onChange={(e) => setStream(e.target.value as DeclineParams["stream"])}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="oil">Oil</MenuItem>
          <MenuItem value="gas">Gas</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Model"
          value={model}
          onChange={(e) => setModel(e.target.value as DeclineParams["model"])}
          sx={{ minWidth: 200 }}
        >
          {MODELS.map((m) => (
            <MenuItem key={m.value} value={m.value}>
              {m.label}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          unit="month"
          size="small"
          label="Window from"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          helperText="Default: the peak month"
        />
        <DateField
          unit="month"
          size="small"
          label="Window to"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          helperText="Default: the last month"
        />
      </Stack>
      {decline.isPending ? (
        <PageLoader />
      ) : decline.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(decline.error)}
        </Alert>
      ) : d ? (
        <>
          {!d.fit.converged && (
            <Alert severity="warning" role="status">
              The fit did not converge: {d.fit.message}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            Window {formatMonth(d.window.from)} to {formatMonth(d.window.to)}
          </Typography>
          <TimeSeriesChart
            title={`${d.stream === "oil" ? "Oil" : "Gas"} rate of ${d.subject.name} with the Arps fit and forecast, Sm³/d`}
            series={chart}
            scale="log"
            height={300}
          />
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small" aria-label="Decline parameters">
              <TableHead>
                <TableRow>
                  <TableCell>Parameter</TableCell>
                  <TableCell align="right">Value</TableCell>
                  <TableCell>Unit</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <Param name="Model" value={d.fit.model} unit="" />
                <Param name="Initial rate qi" value={formatNumber(d.fit.qi)} unit={d.units.qi} />
                <Param name="Nominal decline Di" value={formatNumber(d.fit.diPerYear)} unit="1/year" />
                <Param name="Exponent b" value={formatNumber(d.fit.b)} unit="" />
                <Param name="R²" value={formatNumber(d.fit.r2)} unit="" />
                <Param name="RMSE" value={formatNumber(d.fit.rmse)} unit={d.units.rate} />
                <Param name="Months fitted" value={String(d.fit.n)} unit="" />
                {d.eur && (
                  <>
                    <Param
                      name="Cumulative to window end"
                      value={formatVolume(d.eur.cumulativeToDateSm3)}
                      unit="Sm³"
                    />
                    <Param name="Remaining (forecast)" value={formatVolume(d.eur.remainingSm3)} unit="Sm³" />
                    <Param name="EUR" value={formatVolume(d.eur.eurSm3)} unit="Sm³" strong />
                    <Param
                      name="Forecast ends"
                      value={`${formatNumber(d.eur.forecastMonths / 12)} years`}
                      unit={
                        d.eur.stoppedBy === "economic-limit"
                          ? `at the economic limit, ${formatNumber(d.eur.economicLimitSm3PerDay)} Sm³/d`
                          : `at the ${d.eur.horizonYears}-year horizon`
                      }
                    />
                  </>
                )}
              </TableBody>
            </Table>
          </Box>
        </>
      ) : null}
    </Stack>
  );
}

function Param({
  name,
  value,
  unit,
  strong,
}: {
  name: string;
  value: string;
  unit: string;
  strong?: boolean;
}) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={strong ? { fontWeight: 600 } : undefined}>
        {name}
      </TableCell>
      <TableCell align="right" sx={strong ? { fontWeight: 600 } : undefined}>
        {value}
      </TableCell>
      <TableCell>{unit}</TableCell>
    </TableRow>
  );
}
