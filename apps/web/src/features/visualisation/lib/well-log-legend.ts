/**
 * A plot's row in its track's legend, drawn in SVG without measuring any text. videx-wellog's own
 * line legend fits white boxes behind its numbers with `getBBox()`, two per curve, and each forces
 * the browser to lay the page out again: 40–50 ms of an opening's ~250 (decision 0240). It takes a
 * plot's `renderLegend` option instead (present in 1.3.x, not in its types).
 */

/** The parts of a d3 selection the legend uses (videx-wellog passes one; its types say `any`). */
export interface LegendGroup {
  append(tag: string): LegendGroup;
  attr(name: string, value: string | number): LegendGroup;
  style(name: string, value: string | number): LegendGroup;
  text(value: string): LegendGroup;
}

export interface LegendRowBounds {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface LegendPlot {
  options: { color?: string };
  scale?: { domain(): number[] };
}

/** "2k" for 2000, as videx-wellog writes a domain's round thousands. */
function domainText(value: number): string {
  return Math.abs(value) > 1000 && value % 1000 === 0 ? `${Math.round(value / 1000)}k` : `${value}`;
}

/** The curve's name and unit in its colour over a sample of its line (or dot), its domain at the ends. */
export function drawLegendRow(
  g: LegendGroup,
  bounds: LegendRowBounds,
  info: { label?: string; unit?: string },
  plot: LegendPlot,
  kind: "line" | "dot" = "line",
): void {
  const { top, left, width, height } = bounds;
  const colour = plot.options.color ?? "#000";
  const domain = plot.scale?.domain() ?? [0, 1];
  const middle = top + height / 2;
  const size = 0.35 * height;
  const centre = left + width / 2;
  if (kind === "dot") {
    for (const x of [left + width / 4, centre, left + (3 * width) / 4]) {
      g.append("circle")
        .attr("cx", x)
        .attr("cy", middle)
        .attr("r", 0.08 * height)
        .style("fill", colour);
    }
  } else {
    g.append("line")
      .attr("x1", left + 2)
      .attr("x2", Math.max(left + 2, left + width - 2))
      .attr("y1", middle)
      .attr("y2", middle)
      .style("stroke", colour)
      .style("stroke-width", 0.1 * height);
  }
  // A white outline behind each text keeps it legible over the sample line, with no box to measure.
  const label = (text: string, x: number, y: number, fontSize: number, anchor: string) =>
    g
      .append("text")
      .text(text)
      .attr("x", x)
      .attr("y", y)
      .attr("font-size", `${fontSize}px`)
      .style("text-anchor", anchor)
      .style("fill", colour)
      .style("paint-order", "stroke")
      .style("stroke", "white")
      .style("stroke-width", 3);
  label(info.label ?? "", centre, top + size, size, "middle").attr("class", "legend-label");
  if (info.unit)
    label(info.unit, centre, middle + 0.85 * size, 0.85 * size, "middle").attr("class", "legend-unit");
  const [from = 0, to = 1] = [domain[0], domain[domain.length - 1]];
  const domainY = middle + 0.85 * size;
  label(domainText(from), left + 2, domainY, 0.85 * size, "start").attr("class", "legend-domain");
  label(domainText(to), left + width - 2, domainY, 0.85 * size, "end").attr("class", "legend-domain");
}
