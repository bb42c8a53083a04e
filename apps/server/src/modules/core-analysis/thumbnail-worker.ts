/**
 * The code a thumbnail worker thread runs (decision 0223), as a CommonJS script for
 * `new Worker(source, { eval: true })`: decoding a photograph in pure JavaScript takes seconds
 * (about 0.2 s a megapixel for a JPEG here), which on the request's thread would stall every other
 * request. A script, not a module file, because the server ships bundled into one file (start.mjs)
 * and a worker needs a file of its own; the packages' paths come in `workerData`, resolved by the
 * caller, so the same script runs under tsx, vitest and the bundle.
 *
 * In: { jpegPath, pngPath, bytes, contentType, targetWidth, maxMegapixels }.
 * Out: the thumbnail as JPEG bytes — the image scaled to `targetWidth` (never up) by averaging the
 * source pixels each thumbnail pixel covers, transparency laid on white.
 */
export const THUMBNAIL_WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { jpegPath, pngPath, bytes, contentType, targetWidth, maxMegapixels, quality } = workerData;
const jpeg = require(jpegPath);
const { PNG } = require(pngPath);
const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const image =
  contentType === "image/png"
    ? PNG.sync.read(input)
    : jpeg.decode(input, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: maxMegapixels,
        maxMemoryUsageInMB: 1024,
      });
const { width, height, data } = image;
const tw = Math.min(targetWidth, width);
const th = Math.max(1, Math.round((height * tw) / width));
const sums = new Float64Array(tw * th * 3);
const counts = new Uint32Array(tw * th);
const columnOf = new Uint32Array(width);
for (let x = 0; x < width; x++) columnOf[x] = Math.min(tw - 1, Math.floor((x * tw) / width));
for (let y = 0; y < height; y++) {
  const row = Math.min(th - 1, Math.floor((y * th) / height)) * tw;
  let at = y * width * 4;
  for (let x = 0; x < width; x++, at += 4) {
    const o = row + columnOf[x];
    const alpha = data[at + 3] / 255;
    const white = 255 * (1 - alpha);
    sums[o * 3] += data[at] * alpha + white;
    sums[o * 3 + 1] += data[at + 1] * alpha + white;
    sums[o * 3 + 2] += data[at + 2] * alpha + white;
    counts[o]++;
  }
}
const out = Buffer.alloc(tw * th * 4);
for (let o = 0; o < tw * th; o++) {
  const n = counts[o] || 1;
  out[o * 4] = Math.round(sums[o * 3] / n);
  out[o * 4 + 1] = Math.round(sums[o * 3 + 1] / n);
  out[o * 4 + 2] = Math.round(sums[o * 3 + 2] / n);
  out[o * 4 + 3] = 255;
}
parentPort.postMessage(jpeg.encode({ data: out, width: tw, height: th }, quality).data);
`;
