import { type CatalogType, SDC_EXPORT_FILE_NAMES } from "@strata/core";
import type { MetadataAdminState, SearchFilter } from "./metadata-admin-state.ts";

export type ExportFormat = "csv" | "xlsx";

/** The getmetadata body (section 7) of the listing as the search state describes it. */
export interface MetadataListBody {
  ingestType: CatalogType;
  pageNumber: number;
  pageSize: number;
  searchTerm?: string;
  searchFilter?: SearchFilter;
  IsShowOnlyUnlinkedMetadata?: boolean;
}

export interface ExportBody extends MetadataListBody {
  format: ExportFormat;
  ids?: string[];
}

/** The listing's body: the applied term and filter (not what is being typed), the page and the switch. */
export function listBody(state: Pick<MetadataAdminState, "category" | "search">): MetadataListBody {
  const { search } = state;
  const hasFilter = Object.keys(search.appliedFilter).length > 0;
  return {
    ingestType: state.category,
    pageNumber: search.page,
    pageSize: search.size,
    searchTerm: search.appliedSearchTerm || undefined,
    searchFilter: hasFilter ? search.appliedFilter : undefined,
    IsShowOnlyUnlinkedMetadata: search.showOnlyUnlinked,
  };
}

/**
 * The export's body: the listing's search, as one page (section 7: "the metadata export requests one
 * page sized to the full total"), of the selected rows when the dialog is on them.
 */
export function exportBody(
  state: Pick<MetadataAdminState, "category" | "search" | "selectedRows" | "dialogs">,
  format: ExportFormat,
): ExportBody {
  const base = listBody(state);
  if (state.dialogs.export === "openExportSelected") {
    return {
      ...base,
      pageNumber: 1,
      pageSize: Math.max(state.selectedRows.length, 1),
      format,
      ids: state.selectedRows,
    };
  }
  return { ...base, pageNumber: 1, pageSize: Math.max(state.search.total, 1), format };
}

/** Section 9 file names; the workbook keeps the name with its own extension. */
export function exportFileName(category: CatalogType, format: ExportFormat): string {
  const name = SDC_EXPORT_FILE_NAMES[category];
  return format === "csv" ? name : name.replace(/\.csv$/, ".xlsx");
}

/** The file name a Content-Disposition header gives, if any (`filename*=UTF-8''…` first). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = header.match(/filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = header.match(/filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name || null;
}

/** The grid's selection model, as the data grid 9 reports it. */
export interface GridSelection {
  type: "include" | "exclude";
  ids: ReadonlySet<string | number>;
}

/**
 * The selected rows across pages after the grid reports a change on the current page. The grid only
 * knows this page's rows; an `exclude` model (the header box) means every row of the page but those.
 */
export function selectionAfterChange(
  previous: readonly string[],
  pageRowIds: readonly string[],
  model: GridSelection,
): string[] {
  const ids = new Set([...model.ids].map(String));
  if (model.type === "include") return [...new Set([...previous.filter((id) => ids.has(id)), ...ids])];
  const onPage = new Set(pageRowIds);
  const offPage = previous.filter((id) => !onPage.has(id));
  return [...new Set([...offPage, ...pageRowIds.filter((id) => !ids.has(id))])];
}
