import { crc32, deflateSync } from "node:zlib";
import { SEISMIC_COLORMAP_STOPS } from "@strata/core";

export type Colormap = "grey" | "rwb" | "seismic" | "viridis";

type Rgb = [number, number, number];

/** Colour stops from byte 1 (most negative) to 255 (most positive), shared with the web; 128 is zero. */
const STOPS = SEISMIC_COLORMAP_STOPS;

/** The watermark's colour, at palette index 0 (no sample maps there: samples are 1–255). */
const WATERMARK_RGB: Rgb = [255, 200, 0];

/** A 256-entry RGB palette: index 0 the watermark, 1–255 the colour map. */
export function palette(colormap: Colormap): Buffer {
  const stops = STOPS[colormap];
  const out = Buffer.alloc(256 * 3);
  out.set(WATERMARK_RGB, 0);
  for (let v = 1; v < 256; v++) {
    const t = ((v - 1) / 254) * (stops.length - 1);
    const i = Math.min(stops.length - 2, Math.floor(t));
    const f = t - i;
    for (let k = 0; k < 3; k++)
      out[v * 3 + k] = Math.round(stops[i][k] + (stops[i + 1][k] - stops[i][k]) * f);
  }
  return out;
}

// A 5 × 7 font, one byte per column, bit 0 the top row.
const GLYPHS: Record<string, number[]> = {
  A: [0x7c, 0x12, 0x11, 0x12, 0x7c],
  B: [0x7f, 0x49, 0x49, 0x49, 0x36],
  C: [0x3e, 0x41, 0x41, 0x41, 0x22],
  D: [0x7f, 0x41, 0x41, 0x22, 0x1c],
  E: [0x7f, 0x49, 0x49, 0x49, 0x41],
  F: [0x7f, 0x09, 0x09, 0x09, 0x01],
  G: [0x3e, 0x41, 0x49, 0x49, 0x7a],
  H: [0x7f, 0x08, 0x08, 0x08, 0x7f],
  I: [0x00, 0x41, 0x7f, 0x41, 0x00],
  J: [0x20, 0x40, 0x41, 0x3f, 0x01],
  K: [0x7f, 0x08, 0x14, 0x22, 0x41],
  L: [0x7f, 0x40, 0x40, 0x40, 0x40],
  M: [0x7f, 0x02, 0x0c, 0x02, 0x7f],
  N: [0x7f, 0x04, 0x08, 0x10, 0x7f],
  O: [0x3e, 0x41, 0x41, 0x41, 0x3e],
  P: [0x7f, 0x09, 0x09, 0x09, 0x06],
  Q: [0x3e, 0x41, 0x51, 0x21, 0x5e],
  R: [0x7f, 0x09, 0x19, 0x29, 0x46],
  S: [0x26, 0x49, 0x49, 0x49, 0x32],
  T: [0x01, 0x01, 0x7f, 0x01, 0x01],
  U: [0x3f, 0x40, 0x40, 0x40, 0x3f],
  V: [0x1f, 0x20, 0x40, 0x20, 0x1f],
  W: [0x3f, 0x40, 0x38, 0x40, 0x3f],
  X: [0x63, 0x14, 0x08, 0x14, 0x63],
  Y: [0x07, 0x08, 0x70, 0x08, 0x07],
  Z: [0x61, 0x51, 0x49, 0x45, 0x43],
  "0": [0x3e, 0x51, 0x49, 0x45, 0x3e],
  "1": [0x00, 0x42, 0x7f, 0x40, 0x00],
  "2": [0x42, 0x61, 0x51, 0x49, 0x46],
  "3": [0x21, 0x41, 0x45, 0x4b, 0x31],
  "4": [0x18, 0x14, 0x12, 0x7f, 0x10],
  "5": [0x27, 0x45, 0x45, 0x45, 0x39],
  "6": [0x3c, 0x4a, 0x49, 0x49, 0x30],
  "7": [0x01, 0x71, 0x09, 0x05, 0x03],
  "8": [0x36, 0x49, 0x49, 0x49, 0x36],
  "9": [0x06, 0x49, 0x49, 0x29, 0x1e],
  " ": [0, 0, 0, 0, 0],
  ".": [0x00, 0x60, 0x60, 0x00, 0x00],
  ",": [0x00, 0x50, 0x30, 0x00, 0x00],
  "-": [0x08, 0x08, 0x08, 0x08, 0x08],
  "&": [0x36, 0x49, 0x56, 0x20, 0x50],
  "(": [0x00, 0x1c, 0x22, 0x41, 0x00],
  ")": [0x00, 0x41, 0x22, 0x1c, 0x00],
  "/": [0x20, 0x10, 0x08, 0x04, 0x02],
  ":": [0x00, 0x36, 0x36, 0x00, 0x00],
  "'": [0x00, 0x00, 0x07, 0x00, 0x00],
  _: [0x40, 0x40, 0x40, 0x40, 0x40],
  "?": [0x02, 0x01, 0x51, 0x09, 0x06],
};

/**
 * Draws `text` into an 8-bit image with palette index 0, in rows across the whole image (every other
 * row shifted), so no crop of a preview is free of it. The font is scaled to the image.
 */
export function drawWatermark(pixels: Uint8Array, width: number, height: number, text: string): void {
  const glyphs = [...text.toUpperCase()].map((ch) => GLYPHS[ch] ?? GLYPHS["?"]);
  if (glyphs.length === 0) return;
  const scale = Math.max(1, Math.floor(Math.min(width, height) / 200));
  const textWidth = glyphs.length * 6 * scale;
  const lineHeight = 7 * scale * 6;
  for (let top = Math.floor(lineHeight / 3), line = 0; top < height; top += lineHeight, line++) {
    const shift = line % 2 === 0 ? 0 : Math.floor(textWidth / 2);
    for (let left = -shift; left < width; left += textWidth + 12 * scale) {
      glyphs.forEach((columns, g) => {
        columns.forEach((bits, cx) => {
          for (let cy = 0; cy < 7; cy++) {
            if (!(bits & (1 << cy))) continue;
            for (let dy = 0; dy < scale; dy++) {
              for (let dx = 0; dx < scale; dx++) {
                const x = left + (g * 6 + cx) * scale + dx;
                const y = top + cy * scale + dy;
                if (x >= 0 && x < width && y >= 0 && y < height) pixels[y * width + x] = 0;
              }
            }
          }
        });
      });
    }
  }
}

/** Applies gain about zero (byte 128), clamping to 1–255. */
export function applyGain(bytes: Uint8Array, gain: number): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const v = Math.round((bytes[i] - 128) * gain);
    out[i] = (v > 127 ? 127 : v < -127 ? -127 : v) + 128;
  }
  return out;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit palette PNG of the section's bytes in a colour map, with gain and the watermark drawn. */
export function sectionPng(
  bytes: Uint8Array,
  width: number,
  height: number,
  options: { colormap: Colormap; gain: number; watermark: string | null },
): Buffer {
  const pixels = options.gain === 1 ? Uint8Array.from(bytes) : applyGain(bytes, options.gain);
  if (options.watermark) drawWatermark(pixels, width, height, options.watermark);
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8-bit, palette, deflate, no filter, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("PLTE", palette(options.colormap)),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
