import {
  type BulkTemplateQuery,
  type CatalogType,
  REQUIRED_COLUMN_MARK,
  SDC_EXPORT_FILE_NAMES,
} from "@strata/core";
import {
  CSV_CONTENT_TYPE,
  csvStream,
  XLSX_CONTENT_TYPE,
  xlsxStream,
} from "../../../lib/spreadsheet-stream.ts";
import { metadataProperties } from "../metadata/properties.ts";

/**
 * The template's header row: every column a bulk file may fill (the server keeps the dates added
 * and updated itself), by the label the export writes, the required ones marked "(required)".
 */
export function templateHeader(type: CatalogType): string[] {
  return metadataProperties(type)
    .columns.filter((c) => c.editable)
    .map((c) => (c.required ? `${c.label} ${REQUIRED_COLUMN_MARK}` : c.label));
}

async function* nothing(): AsyncGenerator<never> {}

/** The bulk upload's template of a data type: its header row alone, so no example is ever imported. */
export function bulkTemplate({ ingestType, format }: BulkTemplateQuery) {
  const header = templateHeader(ingestType);
  const base = `${SDC_EXPORT_FILE_NAMES[ingestType].replace(/\.csv$/, "")}Template`;
  if (format === "xlsx") {
    return {
      filename: `${base}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      stream: xlsxStream("Metadata", header, nothing()),
    };
  }
  return { filename: `${base}.csv`, contentType: CSV_CONTENT_TYPE, stream: csvStream(header, nothing()) };
}
