import { describe, expect, it } from "vitest";
import { drawLegendRow, type LegendGroup } from "./well-log-legend.ts";

interface Drawn {
  tag: string;
  text?: string;
  attrs: Record<string, string | number>;
  styles: Record<string, string | number>;
}

/** A stand-in for the d3 selection videx-wellog passes: it keeps what was appended. */
function recordingGroup(drawn: Drawn[]): LegendGroup {
  const node = (item: Drawn | null): LegendGroup => ({
    append(tag) {
      const child: Drawn = { tag, attrs: {}, styles: {} };
      drawn.push(child);
      return node(child);
    },
    attr(name, value) {
      if (item) item.attrs[name] = value;
      return this;
    },
    style(name, value) {
      if (item) item.styles[name] = value;
      return this;
    },
    text(value) {
      if (item) item.text = value;
      return this;
    },
  });
  return node(null);
}

const bounds = { top: 0, left: 10, width: 200, height: 40 };

describe("a curve's legend row", () => {
  it("names the curve and its unit over a sample line in its colour, with its domain at the ends", () => {
    const drawn: Drawn[] = [];
    const plot = { options: { color: "#c62828" }, scale: { domain: () => [0.2, 2000] } };
    drawLegendRow(recordingGroup(drawn), bounds, { label: "ILD", unit: "OHMM" }, plot);
    expect(drawn.filter((item) => item.tag === "text").map((item) => item.text)).toEqual([
      "ILD",
      "OHMM",
      "0.2",
      "2k",
    ]);
    const line = drawn.find((item) => item.tag === "line");
    expect(line?.styles.stroke).toBe("#c62828");
    // The numbers sit at the row's two ends, inside it.
    const [from, to] = drawn.filter((item) => item.attrs.class === "legend-domain");
    expect(from?.attrs).toMatchObject({ x: 12 });
    expect(from?.styles["text-anchor"]).toBe("start");
    expect(to?.attrs).toMatchObject({ x: 208 });
    expect(to?.styles["text-anchor"]).toBe("end");
  });

  it("draws dots for core plugs, and no unit where the curve has none", () => {
    const drawn: Drawn[] = [];
    const plot = { options: { color: "#2e7d32" }, scale: { domain: () => [0, 35] } };
    drawLegendRow(recordingGroup(drawn), bounds, { label: "PORO" }, plot, "dot");
    expect(drawn.filter((item) => item.tag === "circle")).toHaveLength(3);
    expect(drawn.some((item) => item.tag === "line")).toBe(false);
    expect(drawn.filter((item) => item.tag === "text").map((item) => item.text)).toEqual(["PORO", "0", "35"]);
  });
});
