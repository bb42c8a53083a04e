import { crc32, deflateSync } from "node:zlib";
import { rngFor } from "../../lib/demo-catalog/prng.ts";

/**
 * Demo core photographs: a core box seen from above, five 1 m slots of core (each a cylinder cut
 * lengthwise, coloured by its rock, with bedding and a few fractures), depth labels as tick marks.
 * An RGB PNG made from a seed, so every start writes the same bytes.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

function png(rgb: Uint8Array, width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 4 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export type Rgb = readonly [number, number, number];

export const CORE_PHOTO_WIDTH = 1400;
export const CORE_PHOTO_HEIGHT = 760;
const SLOTS = 5;

/** A core box over `slots` metres; `colourAt(f)` gives the rock colour at fraction f (0 top, 1 bottom) of the box. */
export function coreBoxPng(seed: number, colourAt: (fraction: number) => Rgb): Buffer {
  const width = CORE_PHOTO_WIDTH;
  const height = CORE_PHOTO_HEIGHT;
  const rng = rngFor(4242, seed);
  const rgb = new Uint8Array(width * height * 3);
  const margin = 40;
  const slotHeight = Math.floor((height - 2 * margin) / SLOTS);
  const coreHalf = Math.floor(slotHeight * 0.36);
  // Fractures: positions along the box where the core is broken.
  const breaks = new Set<number>();
  for (let i = 0; i < 12; i++) breaks.add(Math.floor(rng.float(0, SLOTS * (width - 2 * margin))));
  const bedding = Array.from({ length: 64 }, () => rng.float(-18, 18));
  const length = SLOTS * (width - 2 * margin);
  const colours = Array.from({ length }, (_, position) => colourAt(position / length));
  for (let y = 0; y < height; y++) {
    const slot = Math.floor((y - margin) / slotHeight);
    const inSlot = y - margin - slot * slotHeight;
    const dy = inSlot - slotHeight / 2;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      // The box: wood brown with its dividers.
      let r = 120;
      let g = 86;
      let b = 52;
      const along = x - margin;
      if (slot >= 0 && slot < SLOTS && along >= 0 && along < width - 2 * margin && Math.abs(dy) < coreHalf) {
        const position = slot * (width - 2 * margin) + along;
        const [cr, cg, cb] = colours[position];
        // Lighting across the cylinder, bedding bands and a little grain.
        const shade = 1 - 0.35 * (dy / coreHalf) ** 2;
        const band = bedding[Math.floor(position / 40) % bedding.length];
        const grain = ((x * 7 + y * 13) % 5) - 2;
        const k = shade;
        r = cr * k + band + grain;
        g = cg * k + band + grain;
        b = cb * k + band * 0.8 + grain;
        if (breaks.has(position) || breaks.has(position - 1)) {
          r = 40;
          g = 34;
          b = 28;
        }
      } else if (slot >= 0 && slot < SLOTS && along >= 0 && along < width - 2 * margin && along % 100 === 0) {
        // Tick marks every 10 cm on the divider.
        r = 235;
        g = 235;
        b = 225;
      }
      rgb[o] = Math.max(0, Math.min(255, r));
      rgb[o + 1] = Math.max(0, Math.min(255, g));
      rgb[o + 2] = Math.max(0, Math.min(255, b));
    }
  }
  return png(rgb, width, height);
}
