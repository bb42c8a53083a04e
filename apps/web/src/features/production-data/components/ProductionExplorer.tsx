import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import {
  formatMonth,
  PRODUCTION_COMPARE_MAX,
  PRODUCTION_RATE_UNIT,
  PRODUCTION_STREAM_INFO,
  PRODUCTION_STREAMS,
  PRODUCTION_VOLUME_UNIT,
  type ProductionMonth,
  type ProductionStream,
  periodText,
} from "@strata/core";
import { useMemo, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { Can } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import {
  type Entity,
  entityKey,
  exportUrl,
  useBlockWells,
  useProductionCompare,
  useProductionFields,
  useProductionSeries,
  useProductionWells,
} from "../api/production.ts";
import { type ChartSeries, ProductionChart } from "./ProductionChart.tsx";

const number = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 1 });
const COLORS = [
  "#1b5e20",
  "#b71c1c",
  "#e65100",
  "#0d47a1",
  "#4a148c",
  "#006064",
  "#827717",
  "#3e2723",
  "#880e4f",
  "#263238",
];
const STREAM_COLORS: Record<ProductionStream, string> = {
  oil: "#1b5e20",
  gas: "#b71c1c",
  condensate: "#e65100",
  water: "#0d47a1",
  waterInjected: "#4fc3f7",
  gasInjected: "#f48fb1",
};
const timeOf = (m: { year: number; month: number }) => Date.UTC(m.year, m.month - 1, 1);
const volumeOf = (m: ProductionMonth, s: ProductionStream) =>
  m[PRODUCTION_STREAM_INFO[s].volumeKey as keyof ProductionMonth] as number | null;

/** A running sum; a month not reported adds nothing. */
function cumulative(values: readonly (number | null)[]): number[] {
  let sum = 0;
  return values.map((v) => {
    sum += v ?? 0;
    return sum;
  });
}

/** Entities from the address: ?well=…&field=… (a catalogue record or the map links here with one). */
function useEntities(): [Entity[], (next: Entity[]) => void] {
  const [params, setParams] = useSearchParams();
  const entities = useMemo(
    () => [
      ...params.getAll("well").map((name) => ({ kind: "well" as const, name })),
      ...params.getAll("field").map((name) => ({ kind: "field" as const, name })),
    ],
    [params],
  );
  const set = (next: Entity[]) => {
    const p = new URLSearchParams();
    for (const e of next) p.append(e.kind, e.name);
    setParams(p, { replace: true });
  };
  return [entities, set];
}

function EntityPicker({ value, onChange }: { value: Entity[]; onChange: (v: Entity[]) => void }) {
  const [input, setInput] = useState("");
  const wells = useProductionWells(input.trim(), true);
  const fields = useProductionFields(true);
  const options = useMemo<Entity[]>(() => {
    const q = input.trim().toLowerCase();
    const f = (fields.data?.fields ?? [])
      .filter((x) => x.field.toLowerCase().startsWith(q))
      .map((x) => ({ kind: "field" as const, name: x.field }));
    const w = (wells.data?.items ?? []).map((x) => ({ kind: "well" as const, name: x.wellboreName }));
    return [...f, ...w];
  }, [fields.data, wells.data, input]);
  return (
    <Autocomplete
      multiple
      value={value}
      onChange={(_, next) => onChange(next.slice(0, PRODUCTION_COMPARE_MAX))}
      inputValue={input}
      onInputChange={(_, v) => setInput(v)}
      options={options}
      groupBy={(o) => (o.kind === "field" ? "Fields" : "Wells")}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => entityKey(a) === entityKey(b)}
      getOptionDisabled={() => value.length >= PRODUCTION_COMPARE_MAX}
      filterOptions={(x) => x}
      loading={wells.isFetching || fields.isPending}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Wells and fields"
          placeholder={value.length ? "" : "Type a field or wellbore name"}
          helperText={`Up to ${PRODUCTION_COMPARE_MAX}; two or more are compared on one chart.`}
        />
      )}
    />
  );
}

function Controls(props: {
  streams: ProductionStream[];
  setStreams: (s: ProductionStream[]) => void;
  measure: "rate" | "volume";
  setMeasure: (m: "rate" | "volume") => void;
  scale: "linear" | "log";
  setScale: (s: "linear" | "log") => void;
  cumulativeOn: boolean;
  setCumulative: (c: boolean) => void;
}) {
  const toggle = (s: ProductionStream) =>
    props.setStreams(
      props.streams.includes(s) ? props.streams.filter((x) => x !== s) : [...props.streams, s],
    );
  return (
    <Stack
      direction={{ xs: "column", md: "row" }}
      spacing={3}
      sx={{ alignItems: { md: "center" }, flexWrap: "wrap" }}
      useFlexGap
    >
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">Streams</FormLabel>
        <FormGroup row>
          {PRODUCTION_STREAMS.map((s) => (
            <FormControlLabel
              key={s}
              control={<Checkbox checked={props.streams.includes(s)} onChange={() => toggle(s)} />}
              label={PRODUCTION_STREAM_INFO[s].label}
            />
          ))}
        </FormGroup>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.measure}
        onChange={(_, v) => v && props.setMeasure(v)}
        aria-label="Rate or monthly volume"
        disabled={props.cumulativeOn}
      >
        <ToggleButton value="rate">Rate ({PRODUCTION_RATE_UNIT})</ToggleButton>
        <ToggleButton value="volume">Volume ({PRODUCTION_VOLUME_UNIT})</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.scale}
        onChange={(_, v) => v && props.setScale(v)}
        aria-label="Scale of the value axis"
      >
        <ToggleButton value="linear">Linear</ToggleButton>
        <ToggleButton value="log">Log</ToggleButton>
      </ToggleButtonGroup>
      <FormControlLabel
        control={
          <Switch checked={props.cumulativeOn} onChange={(e) => props.setCumulative(e.target.checked)} />
        }
        label={`Cumulative (${PRODUCTION_VOLUME_UNIT})`}
      />
    </Stack>
  );
}

function ExportButtons({ entity }: { entity: Entity }) {
  return (
    <Stack direction="row" spacing={1}>
      <Can I="view" a="WellAnalytics">
        <Button
          component={RouterLink}
          to={`/well-analytics?${entity.kind}=${encodeURIComponent(entity.name)}`}
        >
          Well analytics
        </Button>
      </Can>
      <Button variant="outlined" href={exportUrl(entity, "csv")} download>
        Export CSV
      </Button>
      <Button variant="outlined" href={exportUrl(entity, "xlsx")} download>
        Export Excel
      </Button>
    </Stack>
  );
}

/** One well or field: every chosen stream, the table of its months, its exports. */
function SingleView(props: {
  entity: Entity;
  streams: ProductionStream[];
  measure: "rate" | "volume";
  scale: "linear" | "log";
  cumulativeOn: boolean;
}) {
  const { entity, streams, measure, scale, cumulativeOn } = props;
  const series = useProductionSeries(entity);
  const months = series.data?.months ?? [];
  const unit = cumulativeOn || measure === "volume" ? PRODUCTION_VOLUME_UNIT : PRODUCTION_RATE_UNIT;
  const chart: ChartSeries[] = useMemo(() => {
    const times = months.map(timeOf);
    return streams
      .filter((s) => months.some((m) => volumeOf(m, s) !== null))
      .map((s) => {
        const volumes = months.map((m) => volumeOf(m, s));
        const values = cumulativeOn
          ? cumulative(volumes)
          : measure === "rate"
            ? volumes.map((v, i) => (v === null ? null : v / months[i].days))
            : volumes;
        return {
          id: s,
          label: PRODUCTION_STREAM_INFO[s].label,
          unit,
          times,
          values,
          color: STREAM_COLORS[s],
        };
      });
  }, [months, streams, measure, cumulativeOn, unit]);

  if (series.isPending) return <CircularProgress aria-label="Loading the production" />;
  if (series.isError)
    return (
      <Alert severity="error" role="alert">
        {errorMessage(series.error)}
      </Alert>
    );
  const title = `${entity.kind === "well" ? "Well" : "Field"} ${entity.name}`;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="h2">{title}</Typography>
        <ExportButtons entity={entity} />
      </Stack>
      {chart.length === 0 ? (
        <Alert severity="info">No reported volumes of the chosen streams.</Alert>
      ) : (
        <ProductionChart
          series={chart}
          scale={scale}
          title={`${title}: ${cumulativeOn ? "cumulative" : measure} in ${unit}`}
        />
      )}
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={`${title}: months`}>
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell align="right">
                {entity.kind === "well" ? "On-stream days" : "Producing wells"}
              </TableCell>
              {streams.map((s) => (
                <TableCell key={s} align="right">
                  {PRODUCTION_STREAM_INFO[s].label} ({PRODUCTION_VOLUME_UNIT})
                </TableCell>
              ))}
              {streams.map((s) => (
                <TableCell key={`${s}-rate`} align="right">
                  {PRODUCTION_STREAM_INFO[s].label} ({PRODUCTION_RATE_UNIT})
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...months].reverse().map((m) => (
              <TableRow key={periodText(m)}>
                <TableCell>{formatMonth(periodText(m))}</TableCell>
                <TableCell align="right">
                  {entity.kind === "well" ? (m.onStreamDays ?? "—") : m.producingWells}
                </TableCell>
                {streams.map((s) => {
                  const v = volumeOf(m, s);
                  return (
                    <TableCell key={s} align="right">
                      {v === null ? "—" : number.format(v)}
                    </TableCell>
                  );
                })}
                {streams.map((s) => {
                  const v = volumeOf(m, s);
                  return (
                    <TableCell key={`${s}-rate`} align="right">
                      {v === null ? "—" : number.format(v / m.days)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

/** Two to ten wells and fields: one stream each on one chart, and a table of the months. */
function CompareView(props: {
  entities: Entity[];
  stream: ProductionStream;
  measure: "rate" | "volume";
  scale: "linear" | "log";
  cumulativeOn: boolean;
}) {
  const { entities, stream, scale, cumulativeOn } = props;
  const measure = cumulativeOn ? "volume" : props.measure;
  const compare = useProductionCompare(entities, stream, measure, true);
  const unit = compare.data?.unit ?? (measure === "rate" ? PRODUCTION_RATE_UNIT : PRODUCTION_VOLUME_UNIT);
  const chart: ChartSeries[] = useMemo(
    () =>
      (compare.data?.series ?? []).map((s, i) => {
        const values = s.points.map((p) => p.value);
        return {
          id: `${s.entity.kind}:${s.entity.name}`,
          label: s.entity.name,
          unit,
          times: s.points.map(timeOf),
          values: cumulativeOn ? cumulative(values) : values,
          color: COLORS[i % COLORS.length],
          dashed: s.entity.kind === "field",
        };
      }),
    [compare.data, cumulativeOn, unit],
  );
  if (compare.isPending) return <CircularProgress aria-label="Loading the comparison" />;
  if (compare.isError)
    return (
      <Alert severity="error" role="alert">
        {errorMessage(compare.error)}
      </Alert>
    );
  const label = PRODUCTION_STREAM_INFO[stream].label;
  const periods = [...new Set(chart.flatMap((s) => s.times))].sort((a, b) => b - a);
  const lookup = chart.map((s) => new Map(s.times.map((t, i) => [t, s.values[i]])));
  return (
    <Stack spacing={2}>
      <Typography variant="h2">
        {label} compared ({cumulativeOn ? "cumulative, " : ""}
        {unit})
      </Typography>
      <ProductionChart
        series={chart}
        scale={scale}
        title={`${label} of ${entities.length} wells and fields in ${unit}`}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }} useFlexGap>
        {entities.map((e) => (
          <Button key={entityKey(e)} size="small" href={exportUrl(e, "csv")} download>
            {e.name} CSV
          </Button>
        ))}
      </Stack>
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={`${label} by month`}>
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              {chart.map((s) => (
                <TableCell key={s.id} align="right">
                  {s.label} ({unit})
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {periods.map((t) => (
              <TableRow key={t}>
                <TableCell>{formatMonth(new Date(t).toISOString().slice(0, 7))}</TableCell>
                {lookup.map((m, i) => {
                  const v = m.get(t);
                  return (
                    <TableCell key={chart[i].id} align="right">
                      {v === null || v === undefined ? "—" : number.format(v)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

/** A block's producing wells, to pick from (the map's block popup opens this). */
function BlockWells({ block, onPick }: { block: string; onPick: (v: Entity[]) => void }) {
  const wells = useBlockWells(block);
  if (wells.isPending) return <CircularProgress aria-label="Loading the block's wells" />;
  if (wells.isError)
    return (
      <Alert severity="error" role="alert">
        {errorMessage(wells.error)}
      </Alert>
    );
  const items = wells.data.items;
  if (items.length === 0) return <Alert severity="info">No well in block {block} has production.</Alert>;
  const fields = [...new Set(items.map((w) => w.field))];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="block-wells-heading" sx={{ p: 2 }}>
      <Typography id="block-wells-heading" variant="h2" sx={{ mb: 1 }}>
        Producing wells in block {block}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", mb: 1 }} useFlexGap>
        {fields.map((f) => (
          <Button
            key={f}
            variant="contained"
            size="small"
            onClick={() => onPick([{ kind: "field", name: f }])}
          >
            Field {f}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }} useFlexGap>
        {items.map((w) => (
          <Button
            key={w.wellboreName}
            size="small"
            onClick={() => onPick([{ kind: "well", name: w.wellboreName }])}
          >
            {w.wellboreName}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}

/** Premium: pick wells and fields, chart their streams, read the months, export them. */
export function ProductionExplorer() {
  const [entities, setEntities] = useEntities();
  const [params] = useSearchParams();
  const block = params.get("block");
  const [streams, setStreams] = useState<ProductionStream[]>(["oil", "gas", "water"]);
  const [measure, setMeasure] = useState<"rate" | "volume">("rate");
  const [scale, setScale] = useState<"linear" | "log">("linear");
  const [cumulativeOn, setCumulative] = useState(false);
  const view = { measure, scale, cumulativeOn };
  return (
    <Stack spacing={3}>
      <EntityPicker value={entities} onChange={setEntities} />
      <Controls
        streams={streams}
        setStreams={setStreams}
        measure={measure}
        setMeasure={setMeasure}
        scale={scale}
        setScale={setScale}
        cumulativeOn={cumulativeOn}
        setCumulative={setCumulative}
      />
      {entities.length === 0 && block ? (
        <BlockWells block={block} onPick={setEntities} />
      ) : entities.length === 0 ? (
        <Alert severity="info">Choose a field or a well to chart its monthly production.</Alert>
      ) : streams.length === 0 ? (
        <Alert severity="info">Choose at least one stream.</Alert>
      ) : entities.length === 1 ? (
        <SingleView entity={entities[0]} streams={streams} {...view} />
      ) : (
        <>
          {streams.length > 1 ? (
            <Alert severity="info">
              Comparing several wells and fields shows one stream: {PRODUCTION_STREAM_INFO[streams[0]].label}.
            </Alert>
          ) : null}
          <CompareView entities={entities} stream={streams[0]} {...view} />
        </>
      )}
    </Stack>
  );
}
