import { z } from "zod";
import { pagedSchema } from "../catalog/schemas.ts";
import type { Action, Subject } from "../permissions/index.ts";
import { type ReportColumn, type ReportKey, reportQuery } from "./shared.ts";

export interface ReportSpec<F extends z.ZodRawShape, R extends z.ZodRawShape> {
  key: ReportKey;
  /** The screen's heading and the navigation's label. */
  title: string;
  /** One line under the heading: what the report counts. */
  description: string;
  /**
   * Every right the reader needs (section 6): `view Reports`, plus `view EInvoiceLog` for the
   * e-invoice logs and `manage VDR` for the VDR report. The server's routes and the web's
   * navigation both read it.
   */
  rights: readonly (readonly [Action, Subject])[];
  /** The filters the report takes (from `reportFilterShapes` and its own). */
  filters: F;
  /** Labels of the report's own filters (the shared ones are in `REPORT_FILTER_LABELS`). */
  filterLabels?: Record<string, string>;
  /** A row as the list answers it. */
  row: R;
  /** The table's and the export's columns, in order: fields of the row. */
  columns: readonly (ReportColumn & { key: Extract<keyof R, string> })[];
  /** Shown when no row matches. */
  emptyText: string;
}

/**
 * A report's contract, shared by the server (validation, OpenAPI) and the web (the screen's
 * filters, columns and texts): the spec plus its schemas.
 */
export function reportShape<F extends z.ZodRawShape, R extends z.ZodRawShape>(spec: ReportSpec<F, R>) {
  const row = z.object(spec.row);
  return { ...spec, rowSchema: row, pageSchema: pagedSchema(row), query: reportQuery(spec.filters) };
}

export type ReportShape = ReturnType<typeof reportShape<z.ZodRawShape, z.ZodRawShape>>;
