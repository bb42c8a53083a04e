import { copyFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  LINK_FILE_TOAST_AUTO_CLOSE_MS,
  LINK_MESSAGES,
  METADATA_MESSAGES,
  type StorageFile,
  syncSuccessful,
} from "@strata/core";
import {
  currentRecord,
  DATA_DIR,
  dataRows,
  openMetadataAdministration,
  subTab,
  toast,
} from "./data-preparation-helpers.ts";

const RUN = Date.now().toString(36).toUpperCase();
/** Files delivered to storage before the sync. */
const DELIVERED = 3000;

test("a file dropped into storage: synchronize with live progress, find it unlinked, link it to a record", async ({
  page,
}) => {
  // Live progress will arrive on the socket room of the job: socket.io packets, over HTTP long-polling
  // until the connection upgrades to a WebSocket.
  const frames: string[] = [];
  page.on("websocket", (socket) => socket.on("framereceived", (frame) => frames.push(String(frame.payload))));
  page.on("response", async (response) => {
    if (response.url().includes("/socket.io/") && response.request().method() === "GET") {
      // A polling answer holds packets separated by the record separator.
      for (const packet of (await response.text().catch(() => "")).split("\u001e")) frames.push(packet);
    }
  });

  await openMetadataAdministration(page);

  // A valid SEG-Y file under a line name no record has: a copy of one the demo left unlinked.
  const unlinked = await page.request.post("/api/data-preparation/getunlinkfiles", {
    data: { ingestType: "Seismic_2D", pageNumber: 1, pageSize: 100 },
  });
  const listed = (await unlinked.json()) as { result: StorageFile[]; pageTotal: number };
  const sample = listed.result.find((f) => f.format === "SEG-Y");
  expect(sample, "the demo leaves a valid SEG-Y file unlinked").toBeDefined();
  // A delivery of many such files, so the sync runs long enough to report progress while it runs.
  const storage = path.join(DATA_DIR, "storage");
  const names = Array.from(
    { length: DELIVERED },
    (_, i) => `${sample!.name.replace(/\.sgy$/i, "")}-E2E${RUN}-${i}.sgy`,
  );
  for (const name of names) {
    await copyFile(
      path.join(storage, ...sample!.path.split("/")),
      path.join(storage, ...sample!.folder.split("/"), name),
    );
  }
  const name = names[0];

  await page.getByRole("button", { name: "Synchronize" }).click();
  const confirm = page.getByRole("dialog", { name: "Synchronize Seismic 2D" });
  // The start is held until "Synchronization running..." and the disabled buttons have been seen.
  let start!: () => void;
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  await page.route("**/api/data-preparation/sdccloudstoragesync", async (route) => {
    await started;
    await route.continue();
  });
  await confirm.getByRole("button", { name: "Synchronize" }).click();
  await expect(toast(page, METADATA_MESSAGES.syncRunning)).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeDisabled();
  start();
  const progress = page.getByRole("dialog", { name: "Synchronizing Seismic 2D" });
  await expect(progress).toBeVisible();
  await expect(toast(page, syncSuccessful("Seismic 2D"))).toBeVisible({ timeout: 60_000 });
  const total = Number((await progress.getByTestId("sync-total").textContent())!.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(0);
  await expect(progress.getByTestId("sync-current")).toHaveText(
    `Current file: ${total.toLocaleString("en-GB")}`,
  );
  await expect(progress.getByTestId("sync-folder")).toContainText("Current folder: Seismic 2D");
  await expect(progress.getByTestId("sync-result")).toContainText(
    `${(listed.pageTotal + DELIVERED).toLocaleString("en-GB")} unlinked`,
  );
  expect(frames.some((frame) => frame.includes('"room_joined"'))).toBe(true);
  // Progress frames arrived while the sync ran: some say fewer files were done than found.
  const progressFrames = frames
    .filter((frame) => frame.includes('"sync_progress"'))
    .map(
      (frame) => JSON.parse(frame.slice(frame.indexOf("["))) as [string, { total: number; current: number }],
    )
    .map(([, event]) => event);
  expect(progressFrames.some((event) => event.current < event.total)).toBe(true);
  expect(frames.some((frame) => frame.includes('"sync_done"'))).toBe(true);
  await progress.getByRole("button", { name: "Close" }).click();

  // The new file is listed as unlinked, with the reason.
  await subTab(page, "Unlinked files").click();
  const unlinkedGrid = page.getByRole("grid", { name: "Unlinked files" });
  const fileRow = unlinkedGrid.getByRole("row").filter({ hasText: name });
  await expect(fileRow).toBeVisible();
  await expect(fileRow).toContainText("No Seismic 2D record has");

  // Link it to the first record: choose the row, Link files, pick the file, Save.
  await subTab(page, "Metadata").click();
  await dataRows(page).first().locator('[data-field="lineName"]').click();
  const recordId = (await currentRecord(page).textContent())!.match(/Current record: (\S+)/)![1];
  await page.getByRole("button", { name: "Link files" }).click();
  const dialog = page.getByRole("dialog", { name: `Link files to Seismic 2D record ${recordId}` });
  const files = dialog.getByRole("table", { name: "Files of the record" });
  await expect(files.getByRole("row")).not.toHaveCount(0);
  const before = await files.getByRole("row").count();
  await dialog.getByRole("button", { name: `Link ${name}` }).click();
  await expect(files.getByRole("row").filter({ hasText: name })).toContainText("To link");
  await dialog.getByRole("button", { name: "Save" }).click();
  const linked = toast(page, LINK_MESSAGES.filesLinked(1));
  await expect(linked).toBeVisible();
  await expect(files.getByRole("row").filter({ hasText: name })).toContainText("Linked");
  await expect(files.getByRole("row")).toHaveCount(before + 1);
  await expect(linked).toBeHidden({ timeout: LINK_FILE_TOAST_AUTO_CLOSE_MS + 3000 });
  await dialog.getByRole("button", { name: "Close" }).click();

  await subTab(page, "Unlinked files").click();
  await expect(
    page.getByRole("grid", { name: "Unlinked files" }).getByRole("row").filter({ hasText: name }),
  ).toHaveCount(0);
  // A second sync right after keeps the link.
  await subTab(page, "Metadata").click();
  await page.getByRole("button", { name: "Synchronize" }).click();
  await page
    .getByRole("dialog", { name: "Synchronize Seismic 2D" })
    .getByRole("button", { name: "Synchronize" })
    .click();
  await expect(
    page.getByRole("dialog", { name: "Synchronizing Seismic 2D" }).getByTestId("sync-result"),
  ).toContainText("(0 new)", { timeout: 30_000 });

  // The sync is followed by the preview caches' run: it makes the newly linked file's (decision 0237).
  await page
    .getByRole("dialog", { name: "Synchronizing Seismic 2D" })
    .getByRole("button", { name: "Close" })
    .click();
  await page.getByRole("button", { name: "Previews" }).click();
  const previews = page.getByRole("dialog", { name: "Preview caches" });
  const figures = previews.locator("dd");
  await expect(figures.first()).toContainText("Finished", { timeout: 30_000 });
  await expect(figures.nth(1)).toHaveText("1");
  await previews.getByRole("button", { name: "Prepare previews now" }).click();
  await expect(previews.getByRole("status")).toHaveText(
    /^(Preview caches queued: they are made in the background\.|Preview caches are already waiting to be made\.)$/,
  );
});

test("Discard in the link dialog resets each file id to its backup id", async ({ page }) => {
  await openMetadataAdministration(page);
  await dataRows(page).first().locator('[data-field="lineName"]').click();
  await page.getByRole("button", { name: "Link files" }).click();
  const dialog = page.getByRole("dialog", { name: /^Link files to Seismic 2D record / });
  const files = dialog.getByRole("table", { name: "Files of the record" });
  const first = files.getByRole("row").nth(1);
  await expect(first).toContainText("Linked");
  await expect(dialog.getByRole("button", { name: "Discard" })).toBeDisabled();

  // Unlink a linked file and add an unlinked one: two changes, Save and Discard enabled.
  await first.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Unlink selected" }).click();
  await expect(first).toContainText("To unlink");
  const candidate = dialog
    .getByRole("table", { name: "Unlinked files" })
    .getByRole("button", { name: /^Link / })
    .first();
  await candidate.click();
  await expect(files.getByRole("row").filter({ hasText: "To link" })).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Save" })).toBeEnabled();

  await dialog.getByRole("button", { name: "Discard" }).click();
  await expect(first).toContainText("Linked");
  await expect(files.getByRole("row").filter({ hasText: /To link|To unlink/ })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
});
