/**
 * The type and size of an uploaded core photograph, read from its bytes (never from the name or
 * the client's content type): PNG and baseline/progressive JPEG only.
 */
export interface ImageInfo {
  contentType: "image/png" | "image/jpeg";
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image's type and pixel size, or null when the bytes are not a readable PNG or JPEG. */
export function imageInfo(data: Buffer): ImageInfo | null {
  if (data.length >= 24 && data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    if (data.subarray(12, 16).toString("latin1") !== "IHDR") return null;
    const width = data.readUInt32BE(16);
    const height = data.readUInt32BE(20);
    return width > 0 && height > 0 ? { contentType: "image/png", width, height } : null;
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return jpegInfo(data);
  return null;
}

/** Walks the JPEG markers to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegInfo(data: Buffer): ImageInfo | null {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = data.readUInt16BE(at + 5);
      const width = data.readUInt16BE(at + 7);
      return width > 0 && height > 0 ? { contentType: "image/jpeg", width, height } : null;
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}
