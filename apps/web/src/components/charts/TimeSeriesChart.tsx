import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from "react";
import { visuallyHidden } from "../visually-hidden.ts";
import {
  type ChartLayout,
  type ChartSeries,
  colorOf,
  drawChart,
  layoutChart,
  nearestIndex,
  plotHeight,
  plotWidth,
  xOf,
} from "./draw.ts";
import { formatMonth } from "./time-ticks.ts";
import type { AxisScale } from "./value-axis.ts";

export type { ChartSeries } from "./draw.ts";

export interface TimeSeriesChartProps {
  series: readonly ChartSeries[];
  scale?: AxisScale;
  height?: number;
  /** The chart's accessible name, also its heading for screen readers. */
  title: string;
  /** How a point's time reads in the tooltip; monthly by default. */
  formatTime?: (time: number) => string;
}

const numberFormat = new Intl.NumberFormat("en-MY", { maximumSignificantDigits: 4 });

/**
 * A time-series line chart on a canvas: 30 years of daily values in several streams draw in a few
 * milliseconds (min/max decimation per pixel column), with a left axis for the first unit and a
 * right one for a second. The pointer or the arrow keys move a cursor whose values are read out.
 */
export function TimeSeriesChart({
  series,
  scale = "linear",
  height = 320,
  title,
  formatTime = formatMonth,
}: TimeSeriesChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const [cursor, setCursor] = useState<number | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const layout = useMemo<ChartLayout | null>(
    () => (width > 0 ? layoutChart(series, scale, width, height) : null),
    [series, scale, width, height],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !layout) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(layout.width * ratio);
    canvas.height = Math.round(layout.height * ratio);
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawChart(ctx, layout, series);
  }, [layout, series]);

  // The cursor walks the longest series' times, so every point of it can be reached by keyboard.
  const axisTimes = useMemo(
    () => series.reduce<readonly number[]>((a, s) => (s.times.length > a.length ? s.times : a), []),
    [series],
  );
  const cursorTime = cursor === null ? null : axisTimes[Math.min(cursor, axisTimes.length - 1)];

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!layout || axisTimes.length === 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - rect.left;
    const t = layout.tMin + ((px - layout.left) / plotWidth(layout)) * (layout.tMax - layout.tMin);
    setCursor(nearestIndex(axisTimes, t));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (axisTimes.length === 0) return;
    const last = axisTimes.length - 1;
    const step = event.shiftKey ? 12 : 1;
    const at = cursor ?? -1;
    const next: Record<string, number | null> = {
      ArrowRight: Math.min(last, at + step),
      ArrowLeft: Math.max(0, (cursor ?? last + 1) - step),
      Home: 0,
      End: last,
      Escape: null,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    setCursor(next[event.key]);
  };

  const readings =
    cursorTime === null || cursorTime === undefined
      ? []
      : series.map((s, i) => {
          const k = nearestIndex(s.times, cursorTime);
          const v = k >= 0 && s.times[k] === cursorTime ? s.values[k] : null;
          return { s, i, v };
        });
  const empty = series.every((s) => s.values.every((v) => v === null));
  const cursorX = layout && cursorTime != null ? xOf(layout)(cursorTime) : null;

  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title}>
      <Box
        ref={boxRef}
        role="application"
        aria-roledescription="chart"
        aria-label={`${title}. Arrow keys move through the points; Home and End go to the first and last.`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setCursor(null)}
        sx={{
          position: "relative",
          height,
          outline: "none",
          "&:focus-visible": { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
        }}
      >
        <canvas ref={canvasRef} style={{ width: "100%", height }} />
        {empty && (
          <Typography
            color="text.secondary"
            sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }}
          >
            No values in this period.
          </Typography>
        )}
        {layout && cursorX !== null && (
          <Box
            aria-hidden="true"
            sx={{
              position: "absolute",
              left: cursorX,
              top: layout.top,
              height: plotHeight(layout),
              borderLeft: "1px solid",
              borderColor: "text.secondary",
              pointerEvents: "none",
            }}
          />
        )}
        {layout && cursorTime != null && readings.length > 0 && (
          <Box
            sx={{
              position: "absolute",
              top: layout.top + 4,
              ...(cursorX !== null && cursorX > layout.width / 2
                ? { right: layout.width - cursorX + 8 }
                : { left: (cursorX ?? 0) + 8 }),
              bgcolor: "background.paper",
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
              px: 1,
              py: 0.5,
              pointerEvents: "none",
              fontSize: 13,
              maxWidth: 280,
            }}
          >
            <strong>{formatTime(cursorTime)}</strong>
            {readings.map(({ s, i, v }) => (
              <div key={s.id} style={{ color: colorOf(s, i) }}>
                {s.label}: {v === null ? "—" : `${numberFormat.format(v)} ${s.unit}`}
              </div>
            ))}
          </Box>
        )}
      </Box>
      {/* Read out what the cursor shows, for screen readers moving it with the keys. */}
      <Box sx={visuallyHidden} aria-live="polite">
        {cursorTime != null &&
          `${formatTime(cursorTime)}: ${readings
            .map(
              ({ s, v }) => `${s.label} ${v === null ? "no value" : `${numberFormat.format(v)} ${s.unit}`}`,
            )
            .join("; ")}`}
      </Box>
      <Box component="figcaption" sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 1, fontSize: 13 }}>
        {series.map((s, i) => (
          <Box key={s.id} sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}>
            <Box
              component="span"
              aria-hidden="true"
              sx={{ width: 18, borderTop: `2px ${s.dashed ? "dashed" : "solid"} ${colorOf(s, i)}` }}
            />
            {s.label} ({s.unit})
          </Box>
        ))}
      </Box>
    </Box>
  );
}
