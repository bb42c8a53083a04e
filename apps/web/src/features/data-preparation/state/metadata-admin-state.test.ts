import { describe, expect, it } from "vitest";
import {
  applySearch,
  changeCategory,
  changeSubTab,
  closeDelete,
  closeInsert,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  discardFiles,
  exportModeFor,
  hasFileChanges,
  initialMetadataAdminState,
  initialSearchState,
  linkFiles,
  type MetadataAdminAction,
  type MetadataAdminState,
  metadataAdminReducer,
  resetSearch,
  unlinkFiles,
} from "./metadata-admin-state.ts";

function run(...actions: MetadataAdminAction[]): MetadataAdminState {
  return actions.reduce(metadataAdminReducer, initialMetadataAdminState());
}

/** A state with a chosen row, ticked rows, a record and its file entries, on page 3 of a search. */
function busyState(): MetadataAdminState {
  return run(
    { type: "rowsSelected", ids: ["L-1", "L-2"] },
    { type: "rowChosen", index: 4, id: "L-5" },
    { type: "metadataRecordChosen", record: { id: "L-5", lineName: "Line 5" } },
    { type: "metadataFilesLoaded", files: [{ fileid: "f1", id: "L-5", bak_id: "f1" }] },
    { type: "searchTermChanged", searchTerm: "pucung" },
    { type: "filterListAdded", column: "region" },
    { type: "filterChanged", column: "region", values: ["PM"] },
    { type: "searchApplied" },
    { type: "pageChanged", page: 3, size: DEFAULT_PAGE_SIZE },
    { type: "listingChanged", loading: false, total: 57 },
    { type: "filterListToggled", open: true },
  );
}

describe("the initial state", () => {
  it("starts on page 1 of size 10, Metadata sub-tab, nothing selected, every dialog closed", () => {
    const state = initialMetadataAdminState();
    expect(state.search.page).toBe(1);
    expect(state.search.size).toBe(10);
    expect(state.subTab).toBe("Metadata");
    expect(state.selectedRows).toEqual([]);
    expect(state.selectedId).toBeNull();
    expect(state.dialogs.export).toBe("closed");
    expect(Object.values(state.dialogs).filter((open) => open === true)).toEqual([]);
    expect(state.loading).toEqual({
      listing: false,
      submitting: false,
      fileSync: { total: 0, current: 0, currentFolder: "" },
    });
  });
});

describe("changing the data category", () => {
  it("clears the selected id, the selected rows and the metadata", () => {
    const state = metadataAdminReducer(busyState(), { type: "categoryChanged", category: "Well_Log" });
    expect(state.category).toBe("Well_Log");
    expect(state.selectedId).toBeNull();
    expect(state.selectedRowIndex).toBeNull();
    expect(state.selectedRows).toEqual([]);
    expect(state.metadataRecord).toBeNull();
    expect(state.metadataFiles).toEqual([]);
  });

  it("starts the new category's search afresh, since filters name the old category's columns", () => {
    const state = changeCategory(busyState(), "Non_Seismic");
    expect(state.search).toEqual(initialSearchState());
    expect(state.dialogs.filterList).toBe(false);
  });

  it("changes nothing when the same category is chosen again", () => {
    const before = busyState();
    expect(changeCategory(before, before.category)).toBe(before);
  });
});

describe("changing the sub-tab", () => {
  it("clears the selected id and keeps the ticked rows and the record", () => {
    const before = busyState();
    const state = changeSubTab(before, "UnlinkFile");
    expect(state.subTab).toBe("UnlinkFile");
    expect(state.selectedId).toBeNull();
    expect(state.selectedRows).toEqual(before.selectedRows);
    expect(state.metadataRecord).toEqual(before.metadataRecord);
    expect(state.search).toBe(before.search);
  });
});

describe("the insert dialog", () => {
  it("opens on a row for editing, and closing it resets the selected row and id", () => {
    const open = metadataAdminReducer(busyState(), { type: "insertOpened", row: { index: 2, id: "L-3" } });
    expect(open.dialogs.insert).toBe(true);
    expect(open.selectedId).toBe("L-3");
    expect(open.selectedRowIndex).toBe(2);
    const closed = closeInsert(open);
    expect(closed.dialogs.insert).toBe(false);
    expect(closed.selectedId).toBeNull();
    expect(closed.selectedRowIndex).toBeNull();
    expect(closed.selectedRows).toEqual(open.selectedRows);
  });

  it("opens without a row for a new record (create, not update)", () => {
    const state = metadataAdminReducer(busyState(), { type: "insertOpened" });
    expect(state.selectedId).toBeNull();
  });

  it("tracks the create status through a submission", () => {
    let state = run({ type: "insertOpened" }, { type: "submitStarted" });
    expect(state.createStatus).toBe("submitting");
    expect(state.loading.submitting).toBe(true);
    state = metadataAdminReducer(state, { type: "submitFailed" });
    expect(state.createStatus).toBe("failed");
    expect(state.loading.submitting).toBe(false);
    expect(metadataAdminReducer(state, { type: "insertClosed" }).createStatus).toBe("idle");
  });
});

describe("the delete dialog", () => {
  it("closing it resets the selected row, and only that", () => {
    const open = metadataAdminReducer(busyState(), { type: "deleteOpened", row: { index: 1, id: "L-2" } });
    expect(open.dialogs.delete).toBe(true);
    const closed = closeDelete(open);
    expect(closed.dialogs.delete).toBe(false);
    expect(closed.selectedRowIndex).toBeNull();
    expect(closed.selectedId).toBe("L-2");
    expect(closed.selectedRows).toEqual(["L-1", "L-2"]);
  });

  it("drops deleted records from the selection", () => {
    const state = metadataAdminReducer(busyState(), { type: "recordsDeleted", ids: ["L-1", "L-5"] });
    expect(state.selectedRows).toEqual(["L-2"]);
    expect(state.selectedId).toBeNull();
    expect(state.metadataRecord).toBeNull();
  });
});

describe("metadata file entries", () => {
  const loaded = [
    { fileid: "f1", id: "L-5", bak_id: "f1" },
    { fileid: "f2", id: "L-5", bak_id: "f2" },
  ];

  it("Discard resets each file id to its backup id", () => {
    const edited = [
      { fileid: "", id: "L-5", bak_id: "f1" },
      { fileid: "f9", id: "L-5", bak_id: "f2" },
      { fileid: "f3", id: "L-5", bak_id: "" },
    ];
    expect(hasFileChanges(edited)).toBe(true);
    expect(discardFiles(edited)).toEqual(loaded);
    expect(hasFileChanges(discardFiles(edited))).toBe(false);
  });

  it("linking adds a slot for a new file and gives a loaded slot its file back", () => {
    const unlinked = unlinkFiles(loaded, ["f1"]);
    expect(unlinked[0]).toEqual({ fileid: "", id: "L-5", bak_id: "f1" });
    expect(linkFiles(unlinked, ["f1", "f3", "f2"], "L-5")).toEqual([
      ...loaded,
      { fileid: "f3", id: "L-5", bak_id: "" },
    ]);
  });

  it("unlinking a file linked in this dialog drops its slot", () => {
    const linked = linkFiles(loaded, ["f3"], "L-5");
    expect(unlinkFiles(linked, ["f3"])).toEqual(loaded);
  });

  it("through the reducer: files to delete follow the unlinks, Discard undoes every change", () => {
    let state = run(
      { type: "metadataLinkOpened", row: { index: 0, id: "L-5" } },
      { type: "metadataFilesLoaded", files: loaded },
      { type: "filesLinked", fileids: ["f3"], id: "L-5" },
      { type: "filesUnlinked", fileids: ["f1"] },
    );
    expect(state.metadataFiles).toEqual([
      { fileid: "", id: "L-5", bak_id: "f1" },
      { fileid: "f2", id: "L-5", bak_id: "f2" },
      { fileid: "f3", id: "L-5", bak_id: "" },
    ]);
    expect(state.filesToDelete).toEqual(["f1"]);
    state = metadataAdminReducer(state, { type: "filesDiscarded" });
    expect(state.metadataFiles).toEqual(loaded);
    expect(state.filesToDelete).toEqual([]);
  });

  it("after a save the new links become the backup and unlinked slots go", () => {
    const state = run(
      { type: "metadataFilesLoaded", files: loaded },
      { type: "filesLinked", fileids: ["f3"], id: "L-5" },
      { type: "filesUnlinked", fileids: ["f1"] },
      { type: "filesSaved" },
      { type: "filesDiscarded" },
    );
    expect(state.metadataFiles).toEqual([
      { fileid: "f2", id: "L-5", bak_id: "f2" },
      { fileid: "f3", id: "L-5", bak_id: "f3" },
    ]);
  });

  it("closing the link dialog forgets the entries", () => {
    const state = run(
      { type: "metadataLinkOpened", row: { index: 0, id: "L-5" } },
      { type: "metadataFilesLoaded", files: loaded },
      { type: "metadataLinkClosed" },
    );
    expect(state.metadataFiles).toEqual([]);
    expect(state.dialogs.metadataLink).toBe(false);
  });
});

describe("the search", () => {
  it("Apply takes the typed term and the chosen filter, from page 1", () => {
    const state = run(
      { type: "pageChanged", page: 4, size: 10 },
      { type: "searchTermChanged", searchTerm: "  pucung " },
      { type: "filterChanged", column: "region", values: ["PM", "SB"] },
      { type: "filterChanged", column: "basic", values: [] },
      { type: "searchApplied" },
    );
    expect(state.search.appliedSearchTerm).toBe("pucung");
    expect(state.search.appliedFilter).toEqual({ region: ["PM", "SB"] });
    expect(state.search.page).toBe(DEFAULT_PAGE);
  });

  it("typing does not change the applied term until Apply", () => {
    const state = run({ type: "searchTermChanged", searchTerm: "x" });
    expect(state.search.appliedSearchTerm).toBe("");
    expect(applySearch(state).search.appliedSearchTerm).toBe("x");
  });

  it("Reset restores the defaults, returns to page 1 and closes the filter list", () => {
    const before = metadataAdminReducer(busyState(), { type: "showOnlyUnlinkedChanged", value: true });
    const state = resetSearch(before);
    expect(state.search).toEqual({ ...initialSearchState(), total: before.search.total });
    expect(state.search.page).toBe(1);
    expect(state.search.size).toBe(10);
    expect(state.dialogs.filterList).toBe(false);
    expect(state.selectedRows).toEqual(before.selectedRows);
  });

  it("the unlinked switch and a new page size return to page 1", () => {
    const state = run({ type: "pageChanged", page: 3, size: 10 });
    expect(metadataAdminReducer(state, { type: "showOnlyUnlinkedChanged", value: true }).search.page).toBe(1);
    expect(metadataAdminReducer(state, { type: "pageChanged", page: 3, size: 25 }).search).toMatchObject({
      page: 1,
      size: 25,
    });
  });

  it("removing a column's list drops its filter values", () => {
    const state = run(
      { type: "filterListAdded", column: "region" },
      { type: "filterListAdded", column: "region" },
      { type: "filterChanged", column: "region", values: ["PM"] },
      { type: "filterListRemoved", column: "region" },
    );
    expect(state.search.multiFilterLists).toEqual([]);
    expect(state.search.filter).toEqual({});
  });
});

describe("the export dialog", () => {
  it("opens on the selected rows when there are any, otherwise on all rows; Cancel closes it", () => {
    expect(exportModeFor(0)).toBe("openExportAll");
    expect(exportModeFor(3)).toBe("openExportSelected");
    const all = run({ type: "exportOpened" });
    expect(all.dialogs.export).toBe("openExportAll");
    const selected = run({ type: "rowsSelected", ids: ["a"] }, { type: "exportOpened" });
    expect(selected.dialogs.export).toBe("openExportSelected");
    expect(metadataAdminReducer(selected, { type: "exportClosed" }).dialogs.export).toBe("closed");
  });
});

describe("the storage sync", () => {
  it("runs with live progress and ends in success or failure", () => {
    let state = run(
      { type: "syncConfirmToggled", open: true },
      { type: "syncStarted", jobId: "j1", ingestType: "Well_Log" },
    );
    expect(state.syncing).toBe(true);
    expect(state.dialogs).toMatchObject({ syncConfirm: false, syncProgress: true });
    state = metadataAdminReducer(state, {
      type: "syncProgressed",
      progress: { total: 10, current: 4, currentFolder: "Seismic 2D/PM" },
    });
    expect(state.loading.fileSync).toEqual({ total: 10, current: 4, currentFolder: "Seismic 2D/PM" });
    state = metadataAdminReducer(state, { type: "syncFinished", status: "failed" });
    expect(state.loading.fileSync.current).toBe(4);
    expect(state.syncing).toBe(false);
    expect(state.syncInfo).toEqual({
      jobId: "j1",
      ingestType: "Well_Log",
      status: "failed",
      result: null,
      error: null,
    });
    state = metadataAdminReducer(state, { type: "syncProgressClosed" });
    expect(state.syncInfo).toBeNull();
  });

  it("closing the progress dialog while running keeps the job followed", () => {
    const state = run(
      { type: "syncStarted", jobId: "j1", ingestType: "Well_Log" },
      { type: "syncProgressClosed" },
    );
    expect(state.syncing).toBe(true);
    expect(state.syncInfo?.jobId).toBe("j1");
  });
});
