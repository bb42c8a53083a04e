/** The 400-byte binary header (bytes 3201–3600), its words by their SEG-Y byte numbers. */

export const BINARY_HEADER_START = 3200;
export const BINARY_HEADER_BYTES = 400;

export interface HeaderWord {
  name: string;
  /** The first byte, numbered from 1 as the standard does (3201–3600; 1–240 in a trace header). */
  byte: number;
  size: 1 | 2 | 4;
}

const w = (name: string, byte: number, size: 1 | 2 | 4): HeaderWord => ({ name, byte, size });

/** The standard's binary header words (rev 2 included), named as segyio names them. */
export const BINARY_WORDS: readonly HeaderWord[] = [
  w("JobID", 3201, 4),
  w("LineNumber", 3205, 4),
  w("ReelNumber", 3209, 4),
  w("Traces", 3213, 2),
  w("AuxTraces", 3215, 2),
  w("Interval", 3217, 2),
  w("IntervalOriginal", 3219, 2),
  w("Samples", 3221, 2),
  w("SamplesOriginal", 3223, 2),
  w("Format", 3225, 2),
  w("EnsembleFold", 3227, 2),
  w("SortingCode", 3229, 2),
  w("VerticalSum", 3231, 2),
  w("SweepFrequencyStart", 3233, 2),
  w("SweepFrequencyEnd", 3235, 2),
  w("SweepLength", 3237, 2),
  w("Sweep", 3239, 2),
  w("SweepChannel", 3241, 2),
  w("SweepTaperStart", 3243, 2),
  w("SweepTaperEnd", 3245, 2),
  w("Taper", 3247, 2),
  w("CorrelatedTraces", 3249, 2),
  w("BinaryGainRecovery", 3251, 2),
  w("AmplitudeRecovery", 3253, 2),
  w("MeasurementSystem", 3255, 2),
  w("ImpulseSignalPolarity", 3257, 2),
  w("VibratoryPolarity", 3259, 2),
  w("ExtTraces", 3261, 4),
  w("ExtAuxTraces", 3265, 4),
  w("ExtSamples", 3269, 4),
  w("ExtSamplesOriginal", 3289, 4),
  w("ExtEnsembleFold", 3293, 4),
  w("ByteOrder", 3297, 4),
  w("SEGYRevision", 3501, 1),
  w("SEGYRevisionMinor", 3502, 1),
  w("TraceFlag", 3503, 2),
  w("ExtendedHeaders", 3505, 2),
  w("MaxAdditionalTraceHeaders", 3507, 4),
  w("TimeBasisCode", 3511, 2),
];

/** A header word read as a signed integer at its byte number, from a buffer starting at byte `base`. */
export function readWord(buffer: Buffer, word: HeaderWord, little: boolean, base = 1): number {
  const at = word.byte - base;
  if (word.size === 1) return buffer.readUInt8(at);
  if (word.size === 2) return little ? buffer.readInt16LE(at) : buffer.readInt16BE(at);
  return little ? buffer.readInt32LE(at) : buffer.readInt32BE(at);
}

const BYTE_ORDER_BIG = 0x01020304;
const BYTE_ORDER_LITTLE = 0x04030201;
/** The sample formats read here, with their sizes in bytes. */
export const SAMPLE_BYTES: Readonly<Record<number, number>> = { 1: 4, 2: 4, 3: 2, 5: 4, 8: 1 };

/**
 * The file's byte order: rev 2's byte-order word (bytes 3297–3300) when it holds the constant,
 * else the order under which the format code (3225) is one the standard defines.
 */
export function detectByteOrder(binary: Buffer): "big" | "little" | null {
  const word = binary.readUInt32BE(3297 - 3201);
  if (word === BYTE_ORDER_BIG) return "big";
  if (word === BYTE_ORDER_LITTLE) return "little";
  const known = (code: number) => code >= 1 && code <= 16;
  const big = binary.readInt16BE(3225 - 3201);
  const little = binary.readInt16LE(3225 - 3201);
  if (known(big)) return "big";
  if (known(little)) return "little";
  return null;
}

/** The revision (0, 1 or 2) from bytes 3501–3502 (major, minor); some rev 0 writers leave 0 there. */
export function revisionOf(binary: Buffer, little: boolean): 0 | 1 | 2 {
  const at = 3501 - 3201;
  const major = binary.readUInt8(at);
  // A big-endian writer that stored the revision as a plain 16-bit 1 or 2 (not major/minor bytes).
  const whole = little ? binary.readUInt16LE(at) : binary.readUInt16BE(at);
  if (major === 0 && (whole === 1 || whole === 2)) return whole;
  if (major >= 2) return 2;
  return major === 1 ? 1 : 0;
}
