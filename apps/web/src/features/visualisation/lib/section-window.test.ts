import { describe, expect, it } from "vitest";
import { clampWindow, panWindow, placeWindow, windowQuery, zoomWindow } from "./section-window.ts";

const full = { x0: 0, x1: 1000, y0: 0, y1: 4000 };

describe("the section window", () => {
  it("zooms about a point, keeping that point where it was", () => {
    const zoomed = zoomWindow(full, 2, { fx: 0.25, fy: 0.5 });
    expect(zoomed).toEqual({ x0: 125, x1: 625, y0: 1000, y1: 3000 });
  });

  it("zooms one axis only when asked", () => {
    expect(zoomWindow(full, 2, undefined, "y")).toEqual({ x0: 0, x1: 1000, y0: 1000, y1: 3000 });
  });

  it("pans inside the extent and stops at its edge", () => {
    const half = { x0: 0, x1: 500, y0: 0, y1: 2000 };
    expect(clampWindow(panWindow(half, 0.5, 0), full)).toEqual({ x0: 250, x1: 750, y0: 0, y1: 2000 });
    expect(clampWindow(panWindow(half, 2, -1), full)).toEqual({ x0: 500, x1: 1000, y0: 0, y1: 2000 });
  });

  it("never zooms out past the extent nor in past the smallest span", () => {
    expect(clampWindow(zoomWindow(full, 0.25), full)).toEqual(full);
    const tiny = clampWindow(zoomWindow(full, 10_000), full);
    expect(tiny.x1 - tiny.x0).toBe(4);
    expect(tiny.y1 - tiny.y0).toBe(20);
  });

  it("asks whole numbers, and no time window for a time slice", () => {
    const window = { x0: 10.4, x1: 20.6, y0: 100.2, y1: 200.8 };
    expect(windowQuery(window, "inline")).toEqual({ from: 10, to: 21, timeFrom: 100, timeTo: 201 });
    expect(windowQuery(window, "timeslice")).toEqual({ from: 10, to: 21 });
  });

  it("places a section fetched for an older window where that window now lies", () => {
    const plot = { x: 60, y: 30, width: 1000, height: 400 };
    const fetched = { x0: 0, x1: 500, y0: 0, y1: 2000 };
    expect(placeWindow(fetched, fetched, plot)).toEqual(plot);
    // Panned right by half a window: the old section slides half the plot to the left.
    expect(placeWindow(fetched, { x0: 250, x1: 750, y0: 0, y1: 2000 }, plot)).toEqual({
      x: -440,
      y: 30,
      width: 1000,
      height: 400,
    });
  });
});
