import type { ReportChart, ReportShape } from "@strata/core";
import type { Database } from "../../db/client.ts";
import { type Access, requires, requiresAll } from "../../plugins/access.ts";

/** A row as a report's list answers it: its fields by name. */
export type ReportRow = Record<string, unknown>;

/** Which rows: the whole list's offset for a page, or the last row of an export's batch before. */
export type ReportWindow<R> =
  | { limit: number; offset: number; after?: undefined }
  | { limit: number; after: R | null };

/**
 * One report on the server: its contract (core), who may read it and its three queries. `rows`
 * answers in a fixed order with a unique last key, so that `after` (keyset) continues an export
 * where the batch before ended: the millionth row costs what the first does.
 */
export interface ReportSource<Q = Record<string, unknown>, R extends ReportRow = ReportRow> {
  shape: ReportShape;
  rows(db: Database, query: Q, window: ReportWindow<R>): Promise<R[]>;
  count(db: Database, query: Q): Promise<number>;
  chart(db: Database, query: Q): Promise<ReportChart>;
}

/** Types a report's source against its own query and row (the registry holds them untyped). */
export function reportSource<Q, R extends ReportRow>(source: ReportSource<Q, R>): ReportSource {
  return source as unknown as ReportSource;
}

/** The route's access: every right the report's contract names. */
export function accessOf(shape: ReportShape): Access {
  const rights = shape.rights.map(([action, subject]) => requires(action, subject));
  return rights.length === 1 ? rights[0] : requiresAll(...rights);
}
