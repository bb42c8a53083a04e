import type { Section } from "../api/types.ts";

/** Room for the axes, in CSS px: numbers along the top, two-way time down the left. */
export const MARGIN = { top: 30, left: 60, right: 8, bottom: 8 };
/** From this trace width (CSS px) on, traces are drawn as wiggles instead of an image. */
export const WIGGLE_MIN_TRACE_PX = 6;

export interface PlotArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function plotArea(cssWidth: number, cssHeight: number): PlotArea {
  return {
    x: MARGIN.left,
    y: MARGIN.top,
    width: Math.max(1, cssWidth - MARGIN.left - MARGIN.right),
    height: Math.max(1, cssHeight - MARGIN.top - MARGIN.bottom),
  };
}

/** A 1-2-5 step giving about `target` px between ticks. */
function niceStep(span: number, pixels: number, target: number): number {
  const raw = (Math.abs(span) * target) / Math.max(1, pixels);
  const power = 10 ** Math.floor(Math.log10(raw || 1));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? 10 * power;
}

/** The section as an image: every sample byte through the colour lookup table. */
function drawImage(
  ctx: CanvasRenderingContext2D,
  section: Section,
  lut: Uint8ClampedArray,
  target: PlotArea,
) {
  const { width, height } = section.header;
  const image = new ImageData(width, height);
  // Same machine, same byte order: four LUT bytes read as one word land as the same four pixel bytes.
  const pixels = new Uint32Array(image.data.buffer);
  const colours = new Uint32Array(lut.buffer, lut.byteOffset, 256);
  const { samples } = section;
  for (let i = 0; i < samples.length; i++) pixels[i] = colours[samples[i]!]!;
  const offscreen = document.createElement("canvas");
  offscreen.width = width;
  offscreen.height = height;
  offscreen.getContext("2d")!.putImageData(image, 0, 0);
  ctx.drawImage(offscreen, target.x, target.y, target.width, target.height);
}

/** Wiggles with the positive lobes filled (variable area), each trace swinging one trace width. */
function drawWiggles(
  ctx: CanvasRenderingContext2D,
  section: Section,
  amplitudes: Float32Array,
  area: PlotArea,
) {
  const { width, height } = section.header;
  const dx = area.width / width;
  const dy = area.height / height;
  const at = (column: number, row: number) => amplitudes[section.samples[row * width + column]!] || 0;
  ctx.lineWidth = 1;
  ctx.strokeStyle = "#000000";
  ctx.fillStyle = "#000000";
  for (let column = 0; column < width; column++) {
    const base = area.x + (column + 0.5) * dx;
    const fill = new Path2D();
    const line = new Path2D();
    fill.moveTo(base, area.y);
    for (let row = 0; row < height; row++) {
      const y = area.y + (row + 0.5) * dy;
      const swing = at(column, row) * dx;
      fill.lineTo(base + Math.max(0, swing), y);
      if (row === 0) line.moveTo(base + swing, y);
      else line.lineTo(base + swing, y);
    }
    fill.lineTo(base, area.y + area.height);
    fill.closePath();
    ctx.fill(fill);
    ctx.stroke(line);
  }
}

function drawAxes(ctx: CanvasRenderingContext2D, section: Section, plot: PlotArea, area: PlotArea) {
  const { x, y, width, height } = section.header;
  ctx.fillStyle = "#333333";
  ctx.strokeStyle = "#333333";
  ctx.font = "11px system-ui, sans-serif";
  ctx.strokeRect(plot.x - 0.5, plot.y - 0.5, plot.width + 1, plot.height + 1);
  // Along the top: the number of a column every ~90 px (the first label names the axis).
  ctx.textAlign = "center";
  ctx.textBaseline = "bottom";
  const columnsPerLabel = Math.max(1, Math.ceil((90 * width) / area.width));
  for (let column = 0; column < width; column += columnsPerLabel) {
    const px = area.x + ((column + 0.5) * area.width) / width;
    if (px < plot.x || px > plot.x + plot.width) continue;
    ctx.fillText(String(x.values[column] ?? ""), px, plot.y - 6);
    ctx.fillRect(px, plot.y - 4, 1, 4);
  }
  ctx.textAlign = "left";
  ctx.fillText(x.label, 2, 12);
  // Down the side: y.start + row × y.step at round values.
  const last = y.start + (height - 1) * y.step;
  const step = niceStep(last - y.start, area.height, 50);
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (let value = Math.ceil(y.start / step) * step; value <= last; value += step) {
    const py = area.y + ((value - y.start) / (y.step || 1) + 0.5) * (area.height / height);
    if (py < plot.y || py > plot.y + plot.height) continue;
    ctx.fillText(String(Math.round(value * 1000) / 1000), plot.x - 6, py);
    ctx.fillRect(plot.x - 4, py, 4, 1);
  }
  ctx.save();
  ctx.translate(10, plot.y + plot.height / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.textAlign = "center";
  ctx.fillText(y.label, 0, 0);
  ctx.restore();
}

/** The VDR organisation's name, diagonally and repeated, over the whole plot. */
function drawWatermark(ctx: CanvasRenderingContext2D, text: string, area: PlotArea) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(area.x, area.y, area.width, area.height);
  ctx.clip();
  ctx.translate(area.x + area.width / 2, area.y + area.height / 2);
  ctx.rotate(-Math.PI / 6);
  ctx.font = "bold 28px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = "rgba(0, 0, 0, 0.16)";
  const reach = Math.hypot(area.width, area.height) / 2;
  const gap = Math.max(160, ctx.measureText(text).width + 80);
  for (let ty = -reach; ty <= reach; ty += 120) {
    for (let tx = -reach; tx <= reach; tx += gap) ctx.fillText(text, tx + (ty / 120) * 40, ty);
  }
  ctx.restore();
}

export interface DrawOptions {
  lut: Uint8ClampedArray;
  amplitudes: Float32Array;
  cssWidth: number;
  cssHeight: number;
  /**
   * Where the section goes, when the window has moved since it was fetched (a drag or zoom not yet
   * answered): the old section shifts and scales with the window until the new one arrives.
   */
  target?: PlotArea;
}

/** Draws a section with its axes and watermark onto a canvas already scaled to CSS px. */
export function drawSection(ctx: CanvasRenderingContext2D, section: Section, options: DrawOptions) {
  const plot = plotArea(options.cssWidth, options.cssHeight);
  const target = options.target ?? plot;
  ctx.clearRect(0, 0, options.cssWidth, options.cssHeight);
  ctx.save();
  ctx.beginPath();
  ctx.rect(plot.x, plot.y, plot.width, plot.height);
  ctx.clip();
  const traceWidth = target.width / Math.max(1, section.header.width);
  if (traceWidth >= WIGGLE_MIN_TRACE_PX && section.header.kind !== "timeslice") {
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(plot.x, plot.y, plot.width, plot.height);
    drawWiggles(ctx, section, options.amplitudes, target);
  } else {
    drawImage(ctx, section, options.lut, target);
  }
  ctx.restore();
  drawAxes(ctx, section, plot, target);
  if (section.header.watermark) drawWatermark(ctx, section.header.watermark, plot);
}
