/** Sample decoders: IBM float (1), int32 (2), int16 (3), IEEE float (5) and int8 (8), either byte order. */

import { SAMPLE_BYTES } from "./binary-header.ts";
import { IbmFloatConverter } from "./ibm-float-wasm.ts";

export type SampleFormat = 1 | 2 | 3 | 5 | 8;

const HOST_LITTLE = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

// 16^(e − 64) / 2^24 for each 7-bit exponent: an IBM float is mantissa × this.
const IBM_SCALE = new Float64Array(128);
for (let e = 0; e < 128; e++) IBM_SCALE[e] = 16 ** (e - 64) / 2 ** 24;

/**
 * IBM System/360 single precision (sign, base-16 exponent, 24-bit fraction) as a number: the
 * definition, exact in a float64. Traces are decoded by the WebAssembly converter (ibm-float.wat);
 * the tests check it against this and segyio.
 */
export function ibmToNumber(bits: number): number {
  const value = (bits & 0xffffff) * IBM_SCALE[(bits >>> 24) & 0x7f];
  return bits & 0x80000000 ? -value : value;
}

/** One converter for the process: decoding is synchronous, so no two runs share its memory at once. */
const ibm = new IbmFloatConverter();

/**
 * Decodes runs of samples into a Float32Array. Keeps one aligned scratch buffer, grown to the
 * largest run asked, so typed-array views can read the bytes once they are in host order.
 */
export class SampleDecoder {
  readonly bytesPerSample: number;
  private scratch: Buffer = Buffer.allocUnsafeSlow(0);

  constructor(
    readonly format: SampleFormat,
    readonly little: boolean,
  ) {
    this.bytesPerSample = SAMPLE_BYTES[format];
  }

  /** `count` samples from `source` at byte `offset` into `out` from index `outOffset`. */
  decode(source: Buffer, offset: number, count: number, out: Float32Array, outOffset = 0): void {
    const bytes = count * this.bytesPerSample;
    if (this.format === 5) {
      // IEEE floats: copy straight into the output and put the bytes in host order there.
      const target = Buffer.from(out.buffer, out.byteOffset + outOffset * 4, bytes);
      source.copy(target, 0, offset, offset + bytes);
      if (this.little !== HOST_LITTLE) target.swap32();
      return;
    }
    if (this.format === 1) {
      // WebAssembly reads its memory little-endian whatever the host: it swaps big-endian words itself.
      ibm.convert(source, offset, count, !this.little, out, outOffset);
      return;
    }
    if (this.scratch.length < bytes) this.scratch = Buffer.allocUnsafeSlow(Math.max(bytes, 4096));
    const raw = this.scratch.subarray(0, bytes);
    source.copy(raw, 0, offset, offset + bytes);
    const swap = this.little !== HOST_LITTLE;
    const buffer = raw.buffer;
    switch (this.format) {
      case 2: {
        if (swap) raw.swap32();
        out.set(new Int32Array(buffer, raw.byteOffset, count), outOffset);
        return;
      }
      case 3: {
        if (swap) raw.swap16();
        out.set(new Int16Array(buffer, raw.byteOffset, count), outOffset);
        return;
      }
      case 8:
        out.set(new Int8Array(buffer, raw.byteOffset, count), outOffset);
        return;
    }
  }
}
