import { type HeaderWord, readWord } from "./binary-header.ts";

/** The 240-byte header before every trace's samples. */
export const TRACE_HEADER_BYTES = 240;

const w = (name: string, byte: number, size: 2 | 4): HeaderWord => ({ name, byte, size });

/** The standard trace header words (rev 1/2), named as segyio names them. */
export const TRACE_WORDS: readonly HeaderWord[] = [
  w("TRACE_SEQUENCE_LINE", 1, 4),
  w("TRACE_SEQUENCE_FILE", 5, 4),
  w("FieldRecord", 9, 4),
  w("TraceNumber", 13, 4),
  w("EnergySourcePoint", 17, 4),
  w("CDP", 21, 4),
  w("CDP_TRACE", 25, 4),
  w("TraceIdentificationCode", 29, 2),
  w("NSummedTraces", 31, 2),
  w("NStackedTraces", 33, 2),
  w("DataUse", 35, 2),
  w("offset", 37, 4),
  w("ReceiverGroupElevation", 41, 4),
  w("SourceSurfaceElevation", 45, 4),
  w("SourceDepth", 49, 4),
  w("ReceiverDatumElevation", 53, 4),
  w("SourceDatumElevation", 57, 4),
  w("SourceWaterDepth", 61, 4),
  w("GroupWaterDepth", 65, 4),
  w("ElevationScalar", 69, 2),
  w("SourceGroupScalar", 71, 2),
  w("SourceX", 73, 4),
  w("SourceY", 77, 4),
  w("GroupX", 81, 4),
  w("GroupY", 85, 4),
  w("CoordinateUnits", 89, 2),
  w("WeatheringVelocity", 91, 2),
  w("SubWeatheringVelocity", 93, 2),
  w("SourceUpholeTime", 95, 2),
  w("GroupUpholeTime", 97, 2),
  w("SourceStaticCorrection", 99, 2),
  w("GroupStaticCorrection", 101, 2),
  w("TotalStaticApplied", 103, 2),
  w("LagTimeA", 105, 2),
  w("LagTimeB", 107, 2),
  w("DelayRecordingTime", 109, 2),
  w("MuteTimeStart", 111, 2),
  w("MuteTimeEND", 113, 2),
  w("TRACE_SAMPLE_COUNT", 115, 2),
  w("TRACE_SAMPLE_INTERVAL", 117, 2),
  w("GainType", 119, 2),
  w("InstrumentGainConstant", 121, 2),
  w("InstrumentInitialGain", 123, 2),
  w("Correlated", 125, 2),
  w("SweepFrequencyStart", 127, 2),
  w("SweepFrequencyEnd", 129, 2),
  w("SweepLength", 131, 2),
  w("SweepType", 133, 2),
  w("SweepTraceTaperLengthStart", 135, 2),
  w("SweepTraceTaperLengthEnd", 137, 2),
  w("TaperType", 139, 2),
  w("AliasFilterFrequency", 141, 2),
  w("AliasFilterSlope", 143, 2),
  w("NotchFilterFrequency", 145, 2),
  w("NotchFilterSlope", 147, 2),
  w("LowCutFrequency", 149, 2),
  w("HighCutFrequency", 151, 2),
  w("LowCutSlope", 153, 2),
  w("HighCutSlope", 155, 2),
  w("YearDataRecorded", 157, 2),
  w("DayOfYear", 159, 2),
  w("HourOfDay", 161, 2),
  w("MinuteOfHour", 163, 2),
  w("SecondOfMinute", 165, 2),
  w("TimeBaseCode", 167, 2),
  w("TraceWeightingFactor", 169, 2),
  w("GeophoneGroupNumberRoll1", 171, 2),
  w("GeophoneGroupNumberFirstTraceOrigField", 173, 2),
  w("GeophoneGroupNumberLastTraceOrigField", 175, 2),
  w("GapSize", 177, 2),
  w("OverTravel", 179, 2),
  w("CDP_X", 181, 4),
  w("CDP_Y", 185, 4),
  w("INLINE_3D", 189, 4),
  w("CROSSLINE_3D", 193, 4),
  w("ShotPoint", 197, 4),
  w("ShotPointScalar", 201, 2),
  w("TraceValueMeasurementUnit", 203, 2),
  w("TransductionConstantMantissa", 205, 4),
  w("TransductionConstantPower", 209, 2),
  w("TransductionUnit", 211, 2),
  w("TraceIdentifier", 213, 2),
  w("ScalarTraceHeader", 215, 2),
  w("SourceType", 217, 2),
  w("SourceEnergyDirectionMantissa", 219, 4),
  w("SourceEnergyDirectionExponent", 223, 2),
  w("SourceMeasurementMantissa", 225, 4),
  w("SourceMeasurementExponent", 229, 2),
  w("SourceMeasurementUnit", 231, 2),
  w("UnassignedInt1", 233, 4),
  w("UnassignedInt2", 237, 4),
];

export const TRACE_WORD = Object.fromEntries(TRACE_WORDS.map((word) => [word.name, word])) as Record<
  string,
  HeaderWord
>;

/** A word of a trace header (a 240-byte buffer, or a longer one with the header at `offset`). */
export function traceWord(header: Buffer, word: HeaderWord, little: boolean, offset = 0): number {
  return readWord(header, word, little, 1 - offset);
}

/** A coordinate scaled by its scalar (bytes 71–72): positive multiplies, negative divides, 0 is 1. */
export function scaleCoordinate(value: number, scalar: number): number {
  if (scalar > 0) return value * scalar;
  if (scalar < 0) return value / -scalar;
  return value;
}
