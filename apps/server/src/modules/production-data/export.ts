import {
  PRODUCTION_UPLOAD_COLUMNS,
  type ProductionEntity,
  type ProductionMonth,
  periodText,
} from "@strata/core";
import type { Database } from "../../db/client.ts";
import {
  CSV_CONTENT_TYPE,
  csvStream,
  csvText,
  XLSX_CONTENT_TYPE,
  xlsxStream,
} from "../../lib/spreadsheet-stream.ts";
import { monthlySeries, type PeriodWindow } from "./service.ts";

const VOLUMES = [
  "oilSm3",
  "gasSm3",
  "condensateSm3",
  "waterSm3",
  "waterInjectedSm3",
  "gasInjectedSm3",
] as const;
const VOLUME_LABELS = [
  "Oil (Sm³)",
  "Gas (Sm³)",
  "Condensate (Sm³)",
  "Water (Sm³)",
  "Water injected (Sm³)",
  "Gas injected (Sm³)",
];

/** One batch, as the spreadsheet writers take rows. */
async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 80);

/** A well's or a field's months as CSV or .xlsx: period, days, volumes (Sm³), each column naming its unit. */
export async function exportSeries(
  db: Database,
  entity: ProductionEntity,
  window: PeriodWindow,
  format: "csv" | "xlsx",
) {
  const { months } = await monthlySeries(db, entity, window);
  const header = [
    entity.kind === "well" ? "Wellbore" : "Field",
    "Period",
    "Year",
    "Month",
    "Days in month",
    entity.kind === "well" ? "On-stream days" : "Producing wells",
    ...VOLUME_LABELS,
  ];
  const cells = (m: ProductionMonth) => [
    entity.name,
    periodText(m),
    m.year,
    m.month,
    m.days,
    entity.kind === "well" ? m.onStreamDays : m.producingWells,
    ...VOLUMES.map((k) => m[k]),
  ];
  const base = `production-${entity.kind}-${safeName(entity.name)}`;
  if (format === "xlsx") {
    return {
      filename: `${base}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      stream: xlsxStream("Production", header, once(months.map(cells))),
    };
  }
  const line = (m: ProductionMonth) =>
    `${cells(m)
      .map((v) => (v === null ? "" : typeof v === "string" ? csvText(v) : String(v)))
      .join(",")}\r\n`;
  return {
    filename: `${base}.csv`,
    contentType: CSV_CONTENT_TYPE,
    stream: csvStream(header, once(months.map(line))),
  };
}

/** The upload template: the columns data staff fill in, with one example row. */
export function uploadTemplate(format: "csv" | "xlsx") {
  const header = PRODUCTION_UPLOAD_COLUMNS.map((c) => c.label);
  const example = ["EXAMPLE-1", 2026, 1, 31, 1234.5, 150000, null, 210.25, null, null];
  if (format === "xlsx") {
    return {
      filename: "production-upload-template.xlsx",
      contentType: XLSX_CONTENT_TYPE,
      stream: xlsxStream("Production", header, once([example])),
    };
  }
  const line = `${example.map((v) => (v === null ? "" : String(v))).join(",")}\r\n`;
  return {
    filename: "production-upload-template.csv",
    contentType: CSV_CONTENT_TYPE,
    stream: csvStream(header, once([line])),
  };
}
