import { Box } from "@mui/material";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react";
import type { Section } from "../api/types.ts";
import { drawSection, type PlotArea, plotArea } from "../lib/draw-section.ts";
import type { SectionWindow } from "../lib/section-window.ts";
import { panWindow, zoomWindow } from "../lib/section-window.ts";

const ZOOM_STEP = 1.5;
const PAN_STEP = 0.1;

interface Props {
  section: Section | undefined;
  lut: Uint8ClampedArray;
  amplitudes: Float32Array;
  /** The canvas's size in CSS px (its box's). */
  cssWidth: number;
  cssHeight: number;
  window: SectionWindow;
  /** Where the section lies when the window has moved since it was fetched. */
  target: PlotArea | undefined;
  onWindowChange: (window: SectionWindow) => void;
}

/**
 * The section on a Canvas2D, sharp on high-density screens. Wheel and +/− zoom (Shift: time only);
 * drag and the arrow keys pan. The parent debounces the window into a new call.
 */
export function SectionCanvas({
  section,
  lut,
  amplitudes,
  cssWidth,
  cssHeight,
  window,
  target,
  onWindowChange,
}: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number; window: SectionWindow } | null>(null);
  const latest = useRef({ window, onWindowChange });
  latest.current = { window, onWindowChange };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || cssWidth === 0 || cssHeight === 0) return;
    const ratio = globalThis.devicePixelRatio || 1;
    canvas.width = Math.round(cssWidth * ratio);
    canvas.height = Math.round(cssHeight * ratio);
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (section) drawSection(ctx, section, { lut, amplitudes, cssWidth, cssHeight, target });
    else ctx.clearRect(0, 0, cssWidth, cssHeight);
  }, [section, lut, amplitudes, cssWidth, cssHeight, target]);

  // React's wheel listener is passive; zooming must keep the page from scrolling.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const area = plotArea(canvas.clientWidth, canvas.clientHeight);
      const bounds = canvas.getBoundingClientRect();
      const at = {
        fx: Math.min(1, Math.max(0, (event.clientX - bounds.left - area.x) / area.width)),
        fy: Math.min(1, Math.max(0, (event.clientY - bounds.top - area.y) / area.height)),
      };
      const factor = event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP;
      const { window: current, onWindowChange: change } = latest.current;
      change(zoomWindow(current, factor, at, event.shiftKey ? "y" : "both"));
    };
    canvas.addEventListener("wheel", onWheel, { passive: false });
    return () => canvas.removeEventListener("wheel", onWheel);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, window };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    const area = plotArea(cssWidth, cssHeight);
    const dx = (drag.current.x - event.clientX) / area.width;
    const dy = (drag.current.y - event.clientY) / area.height;
    onWindowChange(panWindow(drag.current.window, dx, dy));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, () => SectionWindow> = {
      "+": () => zoomWindow(window, ZOOM_STEP),
      "=": () => zoomWindow(window, ZOOM_STEP),
      "-": () => zoomWindow(window, 1 / ZOOM_STEP),
      ArrowLeft: () => panWindow(window, -PAN_STEP, 0),
      ArrowRight: () => panWindow(window, PAN_STEP, 0),
      ArrowUp: () => panWindow(window, 0, -PAN_STEP),
      ArrowDown: () => panWindow(window, 0, PAN_STEP),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onWindowChange(move());
  };

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      tabIndex={0}
      role="img"
      aria-label="Seismic section. Zoom with the mouse wheel or + and −, pan by dragging or with the arrow keys."
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      sx={{
        display: "block",
        width: cssWidth,
        height: cssHeight,
        cursor: "grab",
        touchAction: "none",
        "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main" },
      }}
    />
  );
}
