/**
 * IBM float → IEEE single in WebAssembly (the source: ibm-float.wat beside this file).
 *
 * Why not JavaScript: the same integer loop in JavaScript ran at 201–229 M samples/s in some
 * processes and 334–392 in others (bench/segy-section.ts), whatever way it was written — what V8
 * made of it varied from one start to the next. The WebAssembly loop is compiled ahead of its first
 * call, the same way every time.
 */

// wat2wasm of ibm-float.wat (635 bytes), base64.
const WASM_BASE64 =
  "AGFzbQEAAAABDAJgAn9/AGADf39/AAMDAgABBQMBAAEHFgIGbWVtb3J5AgAJaWJtVG9JZWVlAAAKwAQC5QICAn8HeyAAQXxxQQJ0IQMCQANAIAIgA08NASAC/QAEACEEIAEEQCAEIAT9DQMCAQAHBgUECwoJCA8ODQwhBAsgBP0M////AP///wD///8A////AP1OIQUgBf36ASEGIARBGP2tAf0MfwAAAH8AAAB/AAAAfwAAAP1OQQL9qwH9DBgBAAAYAQAAGAEAABgBAAD9sQEhByAGQRf9rQEgB/2uASEIIAX9DAAAAAAAAAAAAAAAAAAAAAD9NyEJIAj9DAEAAAABAAAAAQAAAAEAAAD9OSAI/Qz+AAAA/gAAAP4AAAD+AAAA/Tv9UCAJ/U/9UwRAIAIgBP0LBAAgAiACQRBqQQAQAQUgBiAHQRf9qwH9rgEgBP0MAAAAgAAAAIAAAACAAAAAgP1O/VAhCiACIAT9DAAAAIAAAACAAAAAgAAAAID9TiAKIAn9Uv0LBAALIAJBEGohAgwACwsgAyAAQQJ0IAEQAQvWAQEFfwJAA0AgACABTw0BIAAoAgAhAyACBEAgA0EYdCADQYD+A3FBCHRyIANBCHZBgP4DcSADQRh2cnIhAwsgA0GAgICAeHEhBCADQQh0IQUgBUUEQCAAIAQ2AgAFIAVnIQYgA0EYdkH/AHFBAnRBggFrIAZrIQcgBSAGdCEFIAdBAEwEQEEAIAVBACAHa3YgB0FoSBshBUEAIQcFIAdB/wFOBEBBACEFQf8BIQcFIAVBAXQhBQsLIAAgBCAHQRd0ciAFQQl2cjYCAAsgAEEEaiEADAALCws=";

const PAGE_BYTES = 65_536;

interface IbmExports {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  ibmToIeee(count: number, swap: number): void;
}

// The server's type libraries leave out the WebAssembly constructors (they come with the DOM's): the
// two used here, typed as far as this file needs them.
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: unknown };
}
const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

let module: object | undefined;

/**
 * One converter with its own linear memory: words are copied in, converted in place and copied out.
 * The memory grows to the largest run asked (a trace's samples: kilobytes, not megabytes).
 */
export class IbmFloatConverter {
  private readonly exports: IbmExports;
  private bytes: Uint8Array;

  constructor() {
    module ??= new wasm.Module(Buffer.from(WASM_BASE64, "base64"));
    this.exports = new wasm.Instance(module).exports as unknown as IbmExports;
    this.bytes = new Uint8Array(this.exports.memory.buffer);
  }

  /**
   * `count` IBM floats at `source[offset…]` (big-endian when `swap`, else little-endian) into `out`
   * from `outOffset` as the IEEE singles they equal.
   */
  convert(
    source: Uint8Array,
    offset: number,
    count: number,
    swap: boolean,
    out: Float32Array,
    outOffset: number,
  ) {
    const bytes = count * 4;
    if (this.bytes.byteLength < bytes) {
      this.exports.memory.grow(Math.ceil((bytes - this.bytes.byteLength) / PAGE_BYTES));
      this.bytes = new Uint8Array(this.exports.memory.buffer);
    }
    this.bytes.set(source.subarray(offset, offset + bytes));
    this.exports.ibmToIeee(count, swap ? 1 : 0);
    out.set(new Float32Array(this.exports.memory.buffer, 0, count), outOffset);
  }
}
