import { Readable } from "node:stream";
import type { ObjectStorage } from "../../../plugins/storage.ts";
import type { ZipLayout } from "./layout.ts";

/**
 * The archive's bytes `start`…`end` (both included) as a stream: header bytes from memory, file
 * bytes read from storage from the right offset. Memory stays at one read buffer whatever the size;
 * a stored object shorter than its recorded size fails the stream rather than shift every byte after it.
 */
export function streamZipRange(
  storage: ObjectStorage,
  layout: ZipLayout,
  start = 0,
  end = layout.size - 1,
): Readable {
  async function* bytes() {
    for (const segment of layout.segments) {
      const segEnd = segment.offset + segment.length - 1;
      if (segEnd < start || segment.offset > end) continue;
      const from = Math.max(start, segment.offset) - segment.offset;
      const to = Math.min(end, segEnd) - segment.offset;
      if (segment.kind === "bytes") {
        yield segment.bytes.subarray(from, to + 1);
        continue;
      }
      const stream = await storage.createReadStream(segment.path, { start: from, end: to });
      let read = 0;
      for await (const chunk of stream) {
        read += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (read !== to - from + 1) {
        throw new Error(`${segment.path} is shorter than recorded (${read} of ${to - from + 1} bytes read)`);
      }
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
