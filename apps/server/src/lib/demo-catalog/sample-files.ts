/**
 * Small but genuine sample files for demo records: SEG-Y rev 1 for seismic, LAS 2.0 for well logs,
 * PDF for reports. Written by hand so no dependency is needed; each follows its format's layout.
 */

// ASCII → EBCDIC (code page 037) for the printable range 0x20–0x7E.
const EBCDIC_037 = [
  0x40, 0x5a, 0x7f, 0x7b, 0x5b, 0x6c, 0x50, 0x7d, 0x4d, 0x5d, 0x5c, 0x4e, 0x6b, 0x60, 0x4b, 0x61, 0xf0, 0xf1,
  0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0x7a, 0x5e, 0x4c, 0x7e, 0x6e, 0x6f, 0x7c, 0xc1, 0xc2, 0xc3,
  0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xe2, 0xe3, 0xe4,
  0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xba, 0xe0, 0xbb, 0xb0, 0x6d, 0x79, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
  0x88, 0x89, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8,
  0xa9, 0xc0, 0x4f, 0xd0, 0xa1,
];

export function toEbcdic(text: string): Buffer {
  const out = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out[i] = code >= 0x20 && code <= 0x7e ? EBCDIC_037[code - 0x20] : 0x40;
  }
  return out;
}

export interface SegyTrace {
  lon: number;
  lat: number;
  shotpoint: number;
  /** 3D: the trace's inline (bytes 189–192) and crossline (193–196); 2D: the line number and the trace's ordinal. */
  inline?: number;
  crossline?: number;
  /** The CDP (bytes 21–24); the trace's ordinal from 1 unless given. */
  cdp?: number;
}

export interface SegyInput {
  client: string;
  company: string;
  survey: string;
  line: string;
  usi: string;
  crs: string;
  year: number;
  /** Trace positions (longitude, latitude) and their shotpoints, in file order (3D: inline-major). */
  positions: SegyTrace[];
  samples?: number;
  sampleIntervalUs?: number;
  lineNumber?: number;
  /**
   * The samples, trace after trace (positions.length × samples): Float32Array is written as format 5
   * (IEEE float), Int16Array as format 3, Int8Array as format 8. Omitted: a small built-in synthetic in format 5.
   */
  data?: Float32Array | Int16Array | Int8Array;
  /** A line of the textual header saying what the samples are. */
  description?: string;
}

const FORMAT_NAMES: Record<number, string> = { 3: "2-BYTE INTEGER", 5: "IEEE FLOAT", 8: "1-BYTE INTEGER" };

/** A SEG-Y rev 1 file: 3200-byte EBCDIC textual header, 400-byte big-endian binary header, then 240-byte trace headers with their samples. */
export function segyFile(input: SegyInput): Buffer {
  const samples = input.samples ?? 250;
  const interval = input.sampleIntervalUs ?? 4000;
  const { data } = input;
  const format = data instanceof Int16Array ? 3 : data instanceof Int8Array ? 8 : 5;
  const bytesPerSample = format === 3 ? 2 : format === 8 ? 1 : 4;
  if (data && data.length !== input.positions.length * samples) {
    throw new Error(`SEG-Y data holds ${data.length} samples, not ${input.positions.length} × ${samples}`);
  }
  const is3D = input.positions.some((p) => p.inline !== undefined && p.inline !== input.positions[0].inline);
  const cards = [
    `CLIENT ${input.client}`,
    `COMPANY ${input.company}`,
    `SURVEY ${input.survey}`,
    `LINE ${input.line}   USI ${input.usi}`,
    `YEAR ${input.year}   SAMPLE INTERVAL ${interval / 1000} MS   SAMPLES/TRACE ${samples}`,
    `DATA FORMAT ${format} (${FORMAT_NAMES[format]})   TRACES SORTED BY ${is3D ? "INLINE, CROSSLINE" : "CDP"}`,
    `CRS ${input.crs}   COORDINATES: ARC SECONDS, SCALAR -100`,
    `TRACES ${input.positions.length}   SHOTPOINTS ${input.positions[0]?.shotpoint}-${input.positions.at(-1)?.shotpoint}`,
    "BYTES 181-188 CDP X/Y, 189-192 INLINE, 193-196 CROSSLINE, 197-200 SHOTPOINT",
    `SAMPLE DATA: ${input.description ?? "SYNTHETIC REFLECTIVITY FOR DEMONSTRATION"}`,
  ];
  const lines: string[] = [];
  for (let i = 0; i < 40; i++) {
    const body = i === 38 ? "SEG Y REV1" : i === 39 ? "END TEXTUAL HEADER" : (cards[i] ?? "");
    lines.push(`C${String(i + 1).padStart(2, " ")} ${body}`.slice(0, 80).padEnd(80, " "));
  }
  const traceBytes = 240 + samples * bytesPerSample;
  const file = Buffer.alloc(3600 + input.positions.length * traceBytes);
  toEbcdic(lines.join("")).copy(file, 0);

  const binary = file.subarray(3200, 3600);
  binary.writeInt32BE(1, 0); // 3201 job id
  binary.writeInt32BE(input.lineNumber ?? 1, 4); // 3205 line number
  binary.writeInt32BE(1, 8); // 3209 reel number
  binary.writeInt16BE(1, 12); // 3213 traces per ensemble
  binary.writeInt16BE(0, 14); // 3215 auxiliary traces per ensemble
  binary.writeInt16BE(interval, 16); // 3217 sample interval (µs)
  binary.writeInt16BE(interval, 18); // 3219 original sample interval
  binary.writeInt16BE(samples, 20); // 3221 samples per trace
  binary.writeInt16BE(samples, 22); // 3223 original samples per trace
  binary.writeInt16BE(format, 24); // 3225 format: 5 IEEE float, 3 int16, 8 int8
  binary.writeInt16BE(1, 26); // 3227 ensemble fold
  binary.writeInt16BE(2, 28); // 3229 sorting: CDP ensemble
  binary.writeInt16BE(1, 54); // 3255 measurement system: metres
  binary.writeUInt16BE(0x0100, 300); // 3501 SEG-Y revision 1.0
  binary.writeInt16BE(1, 302); // 3503 fixed-length traces
  binary.writeInt16BE(0, 304); // 3505 no extended textual headers

  input.positions.forEach((p, index) => {
    const at = 3600 + index * traceBytes;
    const header = file.subarray(at, at + 240);
    const x = Math.round(p.lon * 3600 * 100);
    const y = Math.round(p.lat * 3600 * 100);
    header.writeInt32BE(index + 1, 0); // trace sequence in line
    header.writeInt32BE(index + 1, 4); // trace sequence in file
    header.writeInt32BE(p.shotpoint, 8); // field record
    header.writeInt32BE(1, 12); // trace in field record
    header.writeInt32BE(p.shotpoint, 16); // energy source point
    header.writeInt32BE(p.cdp ?? index + 1, 20); // CDP
    header.writeInt16BE(1, 28); // trace id: seismic data
    header.writeInt16BE(-100, 70); // coordinate scalar
    header.writeInt32BE(x, 72); // source x
    header.writeInt32BE(y, 76); // source y
    header.writeInt16BE(2, 88); // coordinate units: arc seconds
    header.writeInt16BE(samples, 114); // samples in this trace
    header.writeInt16BE(interval, 116); // sample interval
    header.writeInt32BE(x, 180); // CDP x
    header.writeInt32BE(y, 184); // CDP y
    header.writeInt32BE(p.inline ?? input.lineNumber ?? 1, 188); // inline
    header.writeInt32BE(p.crossline ?? index + 1, 192); // crossline
    header.writeInt32BE(p.shotpoint, 196); // shotpoint
    const start = at + 240;
    const first = index * samples;
    if (!data) {
      for (let s = 0; s < samples; s++) file.writeFloatBE(syntheticSample(s, index, samples), start + s * 4);
    } else if (format === 8) {
      file.set(new Uint8Array(data.buffer, data.byteOffset + first, samples), start);
    } else if (format === 3) {
      for (let s = 0; s < samples; s++) {
        const v = data[first + s];
        file[start + 2 * s] = (v >> 8) & 0xff;
        file[start + 2 * s + 1] = v & 0xff;
      }
    } else {
      for (let s = 0; s < samples; s++) file.writeFloatBE(data[first + s], start + s * 4);
    }
  });
  return file;
}

/** Gently dipping reflectors convolved with a Ricker wavelet. */
function syntheticSample(sample: number, trace: number, samples: number): number {
  let value = 0;
  for (const [depth, amplitude, dip] of [
    [0.18, 1, 0.2],
    [0.35, -0.7, 0.35],
    [0.52, 0.9, -0.15],
    [0.71, -0.5, 0.1],
  ]) {
    const t = (sample - (depth * samples + dip * trace)) / 4;
    value += amplitude * (1 - 2 * t * t) * Math.exp(-t * t);
  }
  return Math.round(value * 1000) / 1000;
}

export { type LasInput, lasFile } from "./sample-las.ts";

const pdfEscape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");

/** A one-page PDF 1.4 with a title and lines of text (Helvetica), with a correct cross-reference table. */
export function pdfFile(title: string, lines: string[]): Buffer {
  const ops = ["BT", "/F1 16 Tf", "56 780 Td", `(${pdfEscape(title)}) Tj`, "/F1 10 Tf", "0 -28 Td"];
  for (const line of lines) ops.push(`(${pdfEscape(line)}) Tj`, "0 -15 Td");
  ops.push("ET");
  const content = ops.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfEscape(title)}) /Producer (Strata demo data) >>`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
