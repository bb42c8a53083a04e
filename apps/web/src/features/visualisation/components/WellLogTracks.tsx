import type { GraphTrack, LogViewer } from "@equinor/videx-wellog";
import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import RestartAltIcon from "@mui/icons-material/RestartAlt";
import { Alert, Box, IconButton, LinearProgress, Tooltip } from "@mui/material";
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { TRACKS_BOX } from "../api/get-well-log-data.ts";
import type { WellLogData } from "../api/types.ts";
import { loadedVidex, loadVidex, type Videx } from "../lib/load-videx.ts";
import {
  drawLegendRow,
  type LegendGroup,
  type LegendPlot,
  type LegendRowBounds,
} from "../lib/well-log-legend.ts";
import { plotPoints, type TrackTemplate } from "../lib/well-log-tracks.ts";

type PlotConfig = NonNullable<ConstructorParameters<Videx["GraphTrack"]>[1]>["plots"] extends
  | (infer P)[]
  | undefined
  ? P
  : never;

const ZOOM_STEP = 1.5;
/** How long after a wheel, drag or button press a rescale counts as the user's. */
const USER_INPUT_MS = 500;

interface Props {
  tracks: TrackTemplate[];
  data: WellLogData | undefined;
  /** The file's whole depth range. */
  top: number;
  bottom: number;
  indexLabel: string;
  /** The depth index's unit ("m", "ft"), for the words saying which depths are shown. */
  unit: string;
  /** The visible depths once zoomed or panned. */
  onWindow: (top: number, bottom: number) => void;
  /**
   * Depths another column shows (linked runs side by side): the tracks move there, even past this
   * log's own range, so that equal depths sit at equal heights.
   */
  follow?: DepthWindow | null;
  /** A zoom or pan by the user (wheel, drag, the buttons), not by following: what linked runs follow. */
  onZoom?(window: DepthWindow): void;
  /**
   * Tracks drawn from points of their own after the log's (the wellbore's core plugs), on the log's
   * depth index; they zoom and pan with the logs.
   */
  extraTracks?: TrackTemplate[];
  extraPoints?: Record<string, [number, number][]>;
}

export interface DepthWindow {
  top: number;
  bottom: number;
}

/** Two windows a rounding apart are the same: following one must not bounce back to the other. */
export function sameWindow(a: DepthWindow, b: DepthWindow): boolean {
  const tolerance = Math.abs(a.bottom - a.top) * 1e-6;
  return Math.abs(a.top - b.top) <= tolerance && Math.abs(a.bottom - b.bottom) <= tolerance;
}

/** "1200.0–1450.5 m shown": the window in words, for the tracks' accessible name. */
const shownText = (window: DepthWindow, unit: string) =>
  `${window.top.toFixed(1)}–${window.bottom.toFixed(1)}${unit ? ` ${unit}` : ""} shown`;

const NO_TRACKS: TrackTemplate[] = [];
const NO_POINTS: Record<string, [number, number][]> = {};

function plotConfig(track: TrackTemplate, plot: TrackTemplate["plots"][number]): PlotConfig {
  const options = {
    color: plot.colour,
    scale: track.scale,
    domain: plot.domain,
    dataAccessor: (data: Record<string, unknown> | undefined) => data?.[plot.mnemonic] ?? [],
    legendInfo: () => ({ label: plot.mnemonic, unit: plot.unit }),
    renderLegend: (
      g: LegendGroup,
      bounds: LegendRowBounds,
      info: { label?: string; unit?: string },
      drawn: LegendPlot,
    ) => drawLegendRow(g, bounds, info, drawn, plot.kind),
  };
  return { id: plot.mnemonic, type: plot.kind ?? "line", options };
}

function byMnemonic(data: WellLogData | undefined, extra: Record<string, [number, number][]>) {
  if (!data) return { ...extra };
  return {
    ...extra,
    ...Object.fromEntries(data.curves.map((curve) => [curve.mnemonic, plotPoints(data, curve.mnemonic)])),
  };
}

/**
 * The curves in tracks beside a depth track (videx-wellog, through a ref: it draws into its own DOM).
 * The wheel zooms and dragging pans; both report the window so the parent fetches it at screen
 * resolution.
 */
export function WellLogTracks({
  tracks,
  data,
  top,
  bottom,
  indexLabel,
  unit,
  onWindow,
  follow = null,
  onZoom,
  extraTracks = NO_TRACKS,
  extraPoints = NO_POINTS,
}: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [videx, setVidex] = useState<Videx | null>(loadedVidex);
  const [failed, setFailed] = useState(false);
  const [viewer, setViewer] = useState<LogViewer | null>(null);
  const [shown, setShown] = useState<DepthWindow>({ top, bottom });
  const graphs = useRef<GraphTrack[]>([]);
  /** The data the tracks were last drawn with. */
  const plotted = useRef<Pick<Props, "data" | "extraPoints"> | null>(null);
  const latest = useRef({ onWindow, onZoom, data, extraPoints });
  latest.current = { onWindow, onZoom, data, extraPoints };
  // When the user last wheeled, dragged or pressed a zoom button: a rescale soon after is theirs
  // and linked runs follow it; one after following another column is not passed on.
  const userInputAt = useRef(Number.NEGATIVE_INFINITY);
  const following = useRef(false);

  useEffect(() => {
    if (videx) return;
    let live = true;
    loadVidex().then(
      (module) => live && setVidex(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [videx]);

  // Layout effects: the viewer, its tracks and their data are all in place before the browser
  // paints, not one frame per step.
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!videx || !host) return;
    const created = new videx.LogViewer({
      showLegend: true,
      showTitles: true,
      domain: [top, bottom],
      maxZoom: 2000,
    });
    created.init(host);
    created.overlay.register("window", {
      onRescale: () => {
        const [from, to] = created.scale.domain() as [number, number];
        setShown({ top: from, bottom: to });
        // The parent asks for the new depths' data once they settle: its render must not hold up
        // the frame that draws them (a wheel or drag rescales every frame).
        startTransition(() => latest.current.onWindow(from, to));
        if (following.current) following.current = false;
        else if (performance.now() - userInputAt.current < USER_INPUT_MS) {
          latest.current.onZoom?.({ top: from, bottom: to });
        }
      },
    });
    // No report of the first window: the parent starts with the whole log (`wholeLog`).
    setViewer(created);
    return () => {
      created.onUnmount();
      host.replaceChildren();
      setViewer(null);
    };
  }, [videx, top, bottom]);

  // The tracks are made once their first data is here, so they draw once, with it.
  const hasData = data !== undefined;
  useLayoutEffect(() => {
    if (!videx || !viewer || !hasData) return;
    const depth = new videx.ScaleTrack("depth", {
      label: indexLabel,
      abbr: indexLabel,
      width: 0.6,
      maxWidth: 70,
      legendConfig: videx.scaleLegendConfig,
    });
    const current = byMnemonic(latest.current.data, latest.current.extraPoints);
    graphs.current = [...tracks, ...extraTracks].map(
      (track) =>
        new videx.GraphTrack(track.id, {
          label: track.label,
          abbr: track.label,
          scale: track.scale,
          domain: track.plots[0]!.domain,
          legendConfig: videx.graphLegendConfig,
          plots: track.plots.map((plot) => plotConfig(track, plot)),
          data: current,
        }),
    );
    viewer.setTracks([depth, ...graphs.current]);
    plotted.current = latest.current;
  }, [videx, viewer, hasData, tracks, extraTracks, indexLabel]);

  useLayoutEffect(() => {
    // Tracks made a moment ago drew these already.
    const last = plotted.current;
    if (last && last.data === data && last.extraPoints === extraPoints) return;
    const points = byMnemonic(data, extraPoints);
    for (const graph of graphs.current) graph.data = points;
    plotted.current = { data, extraPoints };
  }, [data, extraPoints]);

  useEffect(() => {
    if (!viewer || !follow) return;
    const [from, to] = viewer.scale.domain() as [number, number];
    if (sameWindow({ top: from, bottom: to }, follow)) return;
    following.current = true;
    viewer.zoomTo([follow.top, follow.bottom]);
  }, [viewer, follow]);

  const markUserInput = () => {
    userInputAt.current = performance.now();
  };

  const zoom = (factor: number) => {
    if (!viewer) return;
    markUserInput();
    const [from, to] = viewer.scale.domain() as [number, number];
    const centre = (from + to) / 2;
    const half = (to - from) / 2 / factor;
    const span = Math.min(bottom - top, 2 * half);
    const start = Math.min(Math.max(top, centre - span / 2), bottom - span);
    viewer.zoomTo([start, start + span]);
  };

  if (failed)
    return <Alert severity="error">The well-log drawing could not be loaded. Reload the page.</Alert>;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1, minWidth: 0 }}>
      <Box>
        <Tooltip title="Zoom in">
          <IconButton aria-label="Zoom in" onClick={() => zoom(ZOOM_STEP)} disabled={!viewer}>
            <AddIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Zoom out">
          <IconButton aria-label="Zoom out" onClick={() => zoom(1 / ZOOM_STEP)} disabled={!viewer}>
            <RemoveIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Whole log">
          <IconButton
            aria-label="Whole log"
            onClick={() => {
              markUserInput();
              viewer?.zoomTo([top, bottom]);
            }}
            disabled={!viewer}
          >
            <RestartAltIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {!videx ? <LinearProgress aria-label="Loading the log drawing" /> : null}
      <Box
        ref={hostRef}
        onWheelCapture={markUserInput}
        onPointerDownCapture={markUserInput}
        onPointerMoveCapture={(event) => {
          if (event.buttons !== 0) markUserInput();
        }}
        role="img"
        aria-label={`Well-log tracks, ${shownText(shown, unit)}. Zoom with the mouse wheel or the buttons, pan by dragging.`}
        sx={{
          height: `calc(100vh - ${TRACKS_BOX.belowViewportTop}px)`,
          minHeight: TRACKS_BOX.minHeight,
          position: "relative",
        }}
      />
    </Box>
  );
}
