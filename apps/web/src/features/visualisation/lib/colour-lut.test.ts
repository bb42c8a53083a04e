import { describe, expect, it } from "vitest";
import { colourAt, colourLut, normalisedAmplitudes } from "./colour-lut.ts";

const rgbaOf = (lut: Uint8ClampedArray, v: number) => [...lut.slice(v * 4, v * 4 + 4)];
// A section whose bytes span its clip: 127 steps of 2 each side.
const display = { scale: 2, clip: 254, gain: 1 };

describe("the colour lookup table", () => {
  it("spans the colour map from −clip to +clip with no gain", () => {
    const lut = colourLut("grey", display);
    expect(rgbaOf(lut, 1)).toEqual([0, 0, 0, 255]);
    expect(rgbaOf(lut, 128)).toEqual([128, 128, 128, 255]);
    expect(rgbaOf(lut, 255)).toEqual([255, 255, 255, 255]);
  });

  it("leaves byte 0 (no sample) transparent", () => {
    expect(rgbaOf(colourLut("viridis", display), 0)).toEqual([0, 0, 0, 0]);
  });

  it("saturates sooner with gain: gain 2 reaches the end colour at half the amplitude", () => {
    const lut = colourLut("grey", { ...display, gain: 2 });
    expect(rgbaOf(lut, 192)).toEqual([255, 255, 255, 255]);
    expect(rgbaOf(lut, 255)).toEqual([255, 255, 255, 255]);
    expect(rgbaOf(lut, 64)).toEqual([0, 0, 0, 255]);
    expect(rgbaOf(lut, 128)).toEqual([128, 128, 128, 255]);
  });

  it("clips amplitudes beyond a lower clip to the end colours", () => {
    const amplitudes = normalisedAmplitudes({ ...display, clip: 127 });
    expect(amplitudes[128 + 32]).toBeCloseTo(64 / 127);
    expect(amplitudes[128 + 64]).toBe(1);
    expect(amplitudes[128 - 100]).toBe(-1);
  });

  it("keeps zero amplitude white in the diverging maps", () => {
    expect(rgbaOf(colourLut("rwb", display), 128)).toEqual([255, 255, 255, 255]);
    expect(rgbaOf(colourLut("seismic", display), 128)).toEqual([255, 255, 255, 255]);
  });

  it("interpolates between stops and holds the ends outside [0, 1]", () => {
    expect(colourAt("rwb", 0)).toEqual([200, 0, 0]);
    expect(colourAt("rwb", 0.25)).toEqual([228, 128, 128]);
    expect(colourAt("viridis", 2)).toEqual([253, 231, 37]);
    expect(colourAt("viridis", -1)).toEqual([68, 1, 84]);
  });
});
