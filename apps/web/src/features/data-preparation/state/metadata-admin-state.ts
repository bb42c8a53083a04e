import type { CatalogType, ExportDialogMode, SyncResult } from "@strata/core";

/** The sub-tabs of the metadata administration area (section 2). */
export const SUB_TABS = [
  "Metadata",
  "UnlinkFile",
  "InvalidFile",
  "MetadataWithoutGIS",
  "GISWithoutMetadata",
  "MetadataRecord",
] as const;
export type SubTab = (typeof SUB_TABS)[number];

/** Section 9: default page and page size. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;

/** Values chosen per column in the filter list (download flags use "True"/"False"). */
export type SearchFilter = Record<string, string[]>;

/**
 * A metadata file entry (section 3): one file slot of record `id`. `fileid` is the file the slot
 * should hold, `bak_id` the file it held when loaded ("" for none): an empty `fileid` unlinks
 * `bak_id`, an empty `bak_id` links `fileid` anew.
 */
export interface MetadataFileEntry {
  fileid: string;
  id: string;
  bak_id: string;
}

/** The row a single-record action works on: its place on the page and its record. */
export interface MetadataRecordRef {
  id: string;
  [column: string]: unknown;
}

/** Section 3 "Search state". */
export interface SearchState {
  searchTerm: string;
  appliedSearchTerm: string;
  total: number;
  page: number;
  size: number;
  filter: SearchFilter;
  appliedFilter: SearchFilter;
  /** The columns whose multi-filter list is shown in the filter list panel. */
  multiFilterLists: string[];
  /** The options of each column's list, from getfilteroptions. */
  multiFilterOptions: Record<string, string[]>;
  showOnlyUnlinked: boolean;
}

export interface FileSyncProgress {
  total: number;
  current: number;
  currentFolder: string;
}

/** Section 3 "Loading state". */
export interface LoadingState {
  listing: boolean;
  submitting: boolean;
  fileSync: FileSyncProgress;
}

export interface SyncInfo {
  jobId: string;
  ingestType: CatalogType;
  status: "running" | "succeeded" | "failed";
  /** What the finished sync counted, or why it failed. */
  result: SyncResult | null;
  error: string | null;
}

/** A row a single-record action works on; the page index is unknown when it came from elsewhere. */
export interface RowRef {
  index: number | null;
  id: string;
}

export type CreateStatus = "idle" | "submitting" | "succeeded" | "failed";

/** Which dialogs of section 2 are open; the export dialog has its three modes. */
export interface DialogState {
  insert: boolean;
  delete: boolean;
  syncConfirm: boolean;
  syncProgress: boolean;
  bulkAdd: boolean;
  export: ExportDialogMode;
  clearCache: boolean;
  metadataLink: boolean;
  filterList: boolean;
}

/** The whole client state of the area (section 3 "Metadata admin state"); never persisted. */
export interface MetadataAdminState {
  category: CatalogType;
  subTab: SubTab;
  search: SearchState;
  /** The row, on the current page, that a single-record action works on. */
  selectedRowIndex: number | null;
  selectedId: string | null;
  /** The rows ticked in the table, across pages. */
  selectedRows: string[];
  /** Files ticked in the metadata link dialog. */
  selectedFileIds: string[];
  /** Files the link dialog will unlink from the record on save. */
  filesToDelete: string[];
  metadataFiles: MetadataFileEntry[];
  /** The record whose history the MetadataRecord sub-tab shows. */
  metadataRecord: MetadataRecordRef | null;
  syncing: boolean;
  /** The cloud storage sync being followed: its job, its category and how it ended. */
  syncInfo: SyncInfo | null;
  createStatus: CreateStatus;
  loading: LoadingState;
  dialogs: DialogState;
}

export const EMPTY_SYNC_PROGRESS: FileSyncProgress = { total: 0, current: 0, currentFolder: "" };

export function initialSearchState(): SearchState {
  return {
    searchTerm: "",
    appliedSearchTerm: "",
    total: 0,
    page: DEFAULT_PAGE,
    size: DEFAULT_PAGE_SIZE,
    filter: {},
    appliedFilter: {},
    multiFilterLists: [],
    multiFilterOptions: {},
    showOnlyUnlinked: false,
  };
}

const CLOSED_DIALOGS: DialogState = {
  insert: false,
  delete: false,
  syncConfirm: false,
  syncProgress: false,
  bulkAdd: false,
  export: "closed",
  clearCache: false,
  metadataLink: false,
  filterList: false,
};

export function initialMetadataAdminState(category: CatalogType = "Seismic_2D"): MetadataAdminState {
  return {
    category,
    subTab: "Metadata",
    search: initialSearchState(),
    selectedRowIndex: null,
    selectedId: null,
    selectedRows: [],
    selectedFileIds: [],
    filesToDelete: [],
    metadataFiles: [],
    metadataRecord: null,
    syncing: false,
    syncInfo: null,
    createStatus: "idle",
    loading: { listing: false, submitting: false, fileSync: EMPTY_SYNC_PROGRESS },
    dialogs: CLOSED_DIALOGS,
  };
}

// ---- Section 4 "Metadata admin" rules, one pure function each ----

/**
 * Changing the data category clears the selected id, the selected rows and the metadata (the
 * record and its file entries). The search goes back to its defaults too: its filters name the
 * previous category's columns.
 */
export function changeCategory(state: MetadataAdminState, category: CatalogType): MetadataAdminState {
  if (category === state.category) return state;
  return {
    ...state,
    category,
    search: initialSearchState(),
    selectedRowIndex: null,
    selectedId: null,
    selectedRows: [],
    metadataRecord: null,
    metadataFiles: [],
    selectedFileIds: [],
    filesToDelete: [],
    dialogs: { ...state.dialogs, filterList: false },
  };
}

/** Changing the sub-tab clears the selected id. */
export function changeSubTab(state: MetadataAdminState, subTab: SubTab): MetadataAdminState {
  if (subTab === state.subTab) return state;
  return { ...state, subTab, selectedId: null };
}

/** Closing the insert dialog resets the selected row and id. */
export function closeInsert(state: MetadataAdminState): MetadataAdminState {
  return {
    ...state,
    dialogs: { ...state.dialogs, insert: false },
    selectedRowIndex: null,
    selectedId: null,
    createStatus: "idle",
  };
}

/** Closing the delete dialog resets the selected row. */
export function closeDelete(state: MetadataAdminState): MetadataAdminState {
  return { ...state, dialogs: { ...state.dialogs, delete: false }, selectedRowIndex: null };
}

/**
 * Discarding resets each file id to its backup id; a slot added in this dialog held no file, so it
 * holds none again and goes.
 */
export function discardFiles(entries: readonly MetadataFileEntry[]): MetadataFileEntry[] {
  return entries.map((entry) => ({ ...entry, fileid: entry.bak_id })).filter((entry) => entry.bak_id !== "");
}

/** Links files to record `id`: a slot that held the file takes it back, any other file gets a new slot. */
export function linkFiles(
  entries: readonly MetadataFileEntry[],
  fileids: readonly string[],
  id: string,
): MetadataFileEntry[] {
  let next = [...entries];
  for (const fileid of fileids) {
    if (next.some((entry) => entry.fileid === fileid)) continue;
    const slot = next.findIndex((entry) => entry.bak_id === fileid);
    next =
      slot >= 0
        ? next.map((entry, index) => (index === slot ? { ...entry, fileid } : entry))
        : [...next, { fileid, id, bak_id: "" }];
  }
  return next;
}

/** Unlinks files: a loaded slot keeps its backup and holds no file; a slot added in this dialog goes. */
export function unlinkFiles(
  entries: readonly MetadataFileEntry[],
  fileids: readonly string[],
): MetadataFileEntry[] {
  const chosen = new Set(fileids);
  return entries
    .filter((entry) => !(chosen.has(entry.fileid) && entry.bak_id === ""))
    .map((entry) => (chosen.has(entry.fileid) ? { ...entry, fileid: "" } : entry));
}

/** The files a save would unlink: loaded slots that now hold no file. */
export function unlinkedBackups(entries: readonly MetadataFileEntry[]): string[] {
  return entries.filter((entry) => entry.fileid === "" && entry.bak_id !== "").map((entry) => entry.bak_id);
}

/**
 * Resetting the search restores the defaults, returns to page 1 and closes the filter list. The
 * total stays: it is the server's count, replaced when the reset listing answers.
 */
export function resetSearch(state: MetadataAdminState): MetadataAdminState {
  return {
    ...state,
    search: { ...initialSearchState(), total: state.search.total },
    dialogs: { ...state.dialogs, filterList: false },
  };
}

/** Applying the search makes the typed term and the chosen filter the listing's, from page 1. */
export function applySearch(state: MetadataAdminState): MetadataAdminState {
  const filter = withoutEmptyLists(state.search.filter);
  return {
    ...state,
    search: {
      ...state.search,
      appliedSearchTerm: state.search.searchTerm.trim(),
      filter,
      appliedFilter: filter,
      page: DEFAULT_PAGE,
    },
  };
}

/** The export dialog opens on the selected rows when there are any, otherwise on every matching row. */
export function exportModeFor(selectedCount: number): Exclude<ExportDialogMode, "closed"> {
  return selectedCount > 0 ? "openExportSelected" : "openExportAll";
}

function withoutEmptyLists(filter: SearchFilter): SearchFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, values]) => values.length > 0));
}

// ---- Actions and the reducer ----

export type MetadataAdminAction =
  | { type: "categoryChanged"; category: CatalogType }
  | { type: "subTabChanged"; subTab: SubTab }
  | { type: "rowChosen"; index: number; id: string }
  | { type: "rowsSelected"; ids: string[] }
  | { type: "searchTermChanged"; searchTerm: string }
  | { type: "filterChanged"; column: string; values: string[] }
  | { type: "filterListAdded"; column: string }
  | { type: "filterListRemoved"; column: string }
  | { type: "filterOptionsLoaded"; column: string; options: string[] }
  | { type: "searchApplied" }
  | { type: "searchReset" }
  | { type: "showOnlyUnlinkedChanged"; value: boolean }
  | { type: "pageChanged"; page: number; size: number }
  | { type: "listingChanged"; loading: boolean; total?: number }
  | { type: "filterListToggled"; open: boolean }
  | { type: "insertOpened"; row?: RowRef }
  | { type: "insertClosed" }
  | { type: "submitStarted" }
  | { type: "submitSucceeded" }
  | { type: "submitFailed" }
  | { type: "submittingChanged"; submitting: boolean }
  | { type: "deleteOpened"; row?: RowRef }
  | { type: "deleteClosed" }
  | { type: "recordsDeleted"; ids: string[] }
  | { type: "exportOpened" }
  | { type: "exportClosed" }
  | { type: "bulkAddToggled"; open: boolean }
  | { type: "clearCacheToggled"; open: boolean }
  | { type: "syncConfirmToggled"; open: boolean }
  | { type: "syncStarted"; jobId: string; ingestType: CatalogType }
  | { type: "syncProgressed"; progress: FileSyncProgress }
  | {
      type: "syncFinished";
      status: "succeeded" | "failed";
      result?: SyncResult | null;
      error?: string | null;
    }
  | { type: "syncProgressClosed" }
  | { type: "syncProgressOpened" }
  | { type: "metadataLinkOpened"; row: RowRef }
  | { type: "metadataLinkClosed" }
  | { type: "metadataFilesLoaded"; files: MetadataFileEntry[] }
  | { type: "fileSelectionChanged"; fileids: string[] }
  | { type: "filesLinked"; fileids: string[]; id: string }
  | { type: "filesUnlinked"; fileids: string[] }
  | { type: "filesDiscarded" }
  | { type: "filesSaved" }
  | { type: "metadataRecordChosen"; record: MetadataRecordRef | null };

function withDialogs(state: MetadataAdminState, dialogs: Partial<DialogState>): MetadataAdminState {
  return { ...state, dialogs: { ...state.dialogs, ...dialogs } };
}

function withSearch(state: MetadataAdminState, search: Partial<SearchState>): MetadataAdminState {
  return { ...state, search: { ...state.search, ...search } };
}

function withLoading(state: MetadataAdminState, loading: Partial<LoadingState>): MetadataAdminState {
  return { ...state, loading: { ...state.loading, ...loading } };
}

export function metadataAdminReducer(
  state: MetadataAdminState,
  action: MetadataAdminAction,
): MetadataAdminState {
  switch (action.type) {
    case "categoryChanged":
      return changeCategory(state, action.category);
    case "subTabChanged":
      return changeSubTab(state, action.subTab);
    case "rowChosen":
      return { ...state, selectedRowIndex: action.index, selectedId: action.id };
    case "rowsSelected":
      return { ...state, selectedRows: action.ids };

    case "searchTermChanged":
      return withSearch(state, { searchTerm: action.searchTerm });
    case "filterChanged":
      return withSearch(state, { filter: { ...state.search.filter, [action.column]: action.values } });
    case "filterListAdded":
      if (state.search.multiFilterLists.includes(action.column)) return state;
      return withSearch(state, { multiFilterLists: [...state.search.multiFilterLists, action.column] });
    case "filterListRemoved": {
      const { [action.column]: _removed, ...filter } = state.search.filter;
      return withSearch(state, {
        multiFilterLists: state.search.multiFilterLists.filter((column) => column !== action.column),
        filter,
      });
    }
    case "filterOptionsLoaded":
      return withSearch(state, {
        multiFilterOptions: { ...state.search.multiFilterOptions, [action.column]: action.options },
      });
    case "searchApplied":
      return applySearch(state);
    case "searchReset":
      return resetSearch(state);
    case "showOnlyUnlinkedChanged":
      return withSearch(state, { showOnlyUnlinked: action.value, page: DEFAULT_PAGE });
    case "pageChanged":
      return withSearch(state, {
        page: action.size === state.search.size ? action.page : DEFAULT_PAGE,
        size: action.size,
      });
    case "listingChanged": {
      const next = withLoading(state, { listing: action.loading });
      return action.total === undefined ? next : withSearch(next, { total: action.total });
    }
    case "filterListToggled":
      return withDialogs(state, { filterList: action.open });

    case "insertOpened":
      return {
        ...withDialogs(state, { insert: true }),
        selectedRowIndex: action.row?.index ?? null,
        selectedId: action.row?.id ?? null,
        createStatus: "idle",
      };
    case "insertClosed":
      return closeInsert(state);
    case "submitStarted":
      return { ...withLoading(state, { submitting: true }), createStatus: "submitting" };
    case "submitSucceeded":
      return { ...withLoading(state, { submitting: false }), createStatus: "succeeded" };
    case "submitFailed":
      return { ...withLoading(state, { submitting: false }), createStatus: "failed" };
    case "submittingChanged":
      return withLoading(state, { submitting: action.submitting });

    case "deleteOpened":
      return action.row
        ? {
            ...withDialogs(state, { delete: true }),
            selectedRowIndex: action.row.index,
            selectedId: action.row.id,
          }
        : withDialogs(state, { delete: true });
    case "deleteClosed":
      return closeDelete(state);
    case "recordsDeleted": {
      const gone = new Set(action.ids);
      return {
        ...state,
        selectedRows: state.selectedRows.filter((id) => !gone.has(id)),
        selectedId: state.selectedId && gone.has(state.selectedId) ? null : state.selectedId,
        metadataRecord:
          state.metadataRecord && gone.has(state.metadataRecord.id) ? null : state.metadataRecord,
      };
    }

    case "exportOpened":
      return withDialogs(state, { export: exportModeFor(state.selectedRows.length) });
    case "exportClosed":
      return withDialogs(state, { export: "closed" });
    case "bulkAddToggled":
      return withDialogs(state, { bulkAdd: action.open });
    case "clearCacheToggled":
      return withDialogs(state, { clearCache: action.open });

    case "syncConfirmToggled":
      return withDialogs(state, { syncConfirm: action.open });
    case "syncStarted":
      return {
        ...withLoading(withDialogs(state, { syncConfirm: false, syncProgress: true }), {
          fileSync: EMPTY_SYNC_PROGRESS,
        }),
        syncing: true,
        syncInfo: {
          jobId: action.jobId,
          ingestType: action.ingestType,
          status: "running",
          result: null,
          error: null,
        },
      };
    case "syncProgressed":
      return withLoading(state, { fileSync: action.progress });
    case "syncFinished":
      return state.syncInfo
        ? {
            ...state,
            syncing: false,
            syncInfo: {
              ...state.syncInfo,
              status: action.status,
              result: action.result ?? null,
              error: action.error ?? null,
            },
          }
        : { ...state, syncing: false };
    case "syncProgressOpened":
      return state.syncInfo ? withDialogs(state, { syncProgress: true }) : state;
    case "syncProgressClosed":
      return state.syncing
        ? withDialogs(state, { syncProgress: false })
        : { ...withDialogs(state, { syncProgress: false }), syncInfo: null };

    case "metadataLinkOpened":
      return {
        ...withDialogs(state, { metadataLink: true }),
        selectedRowIndex: action.row.index,
        selectedId: action.row.id,
        metadataFiles: [],
        selectedFileIds: [],
        filesToDelete: [],
      };
    case "metadataLinkClosed":
      return {
        ...withDialogs(state, { metadataLink: false }),
        metadataFiles: [],
        selectedFileIds: [],
        filesToDelete: [],
      };
    case "metadataFilesLoaded":
      return { ...state, metadataFiles: action.files, selectedFileIds: [], filesToDelete: [] };
    case "fileSelectionChanged":
      return { ...state, selectedFileIds: action.fileids };
    case "filesLinked": {
      const metadataFiles = linkFiles(state.metadataFiles, action.fileids, action.id);
      return { ...state, metadataFiles, filesToDelete: unlinkedBackups(metadataFiles), selectedFileIds: [] };
    }
    case "filesUnlinked": {
      const metadataFiles = unlinkFiles(state.metadataFiles, action.fileids);
      return { ...state, metadataFiles, filesToDelete: unlinkedBackups(metadataFiles), selectedFileIds: [] };
    }
    case "filesDiscarded":
      return {
        ...state,
        metadataFiles: discardFiles(state.metadataFiles),
        filesToDelete: [],
        selectedFileIds: [],
      };
    case "filesSaved":
      return {
        ...state,
        metadataFiles: state.metadataFiles
          .filter((entry) => entry.fileid !== "")
          .map((entry) => ({ ...entry, bak_id: entry.fileid })),
        filesToDelete: [],
        selectedFileIds: [],
      };
    case "metadataRecordChosen":
      return { ...state, metadataRecord: action.record };
  }
}

/** Whether the link dialog holds changes that Save would send. */
export function hasFileChanges(entries: readonly MetadataFileEntry[]): boolean {
  return entries.some((entry) => entry.fileid !== entry.bak_id);
}
