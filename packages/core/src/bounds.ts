import { z } from "zod";

/**
 * No request can starve the others (issue 24): every array, string, set and record a client sends
 * has a bound, and a list is reduced to its distinct values before any work is done for it, so a
 * value repeated ten thousand times costs what it costs once. The server refuses at start-up a
 * route whose input has an unbounded one (apps/server/src/plugins/input.ts).
 */

type ListItem = string | number | boolean;

/** A list's distinct values in first-seen order: what every list input is reduced to. */
export const distinct = <T extends ListItem>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * A list input (types, ids, tags): at most `max` items, then its distinct values in first-seen
 * order. The bound applies before de-duplication, so repeats beyond it are a 400, not work.
 */
export const uniqueList = <T extends z.ZodType<ListItem>>(
  element: T,
  { max, min, message }: { max: number; min?: number; message?: string },
) => {
  const list = z.array(element).max(max, message ?? `At most ${max} items`);
  return (min === undefined ? list : list.min(min)).transform(distinct);
};

/** The checks `boundedRecord` adds; the start-up guard counts a record with one as bounded. */
export const RECORD_BOUNDS = new WeakSet<object>();

/** A record (an object of client-chosen keys) with at most `maxKeys` entries. */
export const boundedRecord = <K extends z.core.$ZodRecordKey, V extends z.ZodType>(
  key: K,
  value: V,
  maxKeys: number,
) => {
  const bound = z.superRefine((input: Record<PropertyKey, unknown>, ctx) => {
    if (Object.keys(input).length > maxKeys)
      ctx.addIssue({ code: "custom", message: `At most ${maxKeys} entries`, input });
  });
  RECORD_BOUNDS.add(bound);
  return z.record(key, value).check(bound);
};
