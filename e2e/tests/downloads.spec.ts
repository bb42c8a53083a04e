import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

/** The downloader's refusal for tiers without the download manager (packages/core DOWNLOAD_MANAGER_REFUSAL). */
const REFUSAL =
  /Downloading needs the download manager, which comes with Standard, Premium and the academic subscriptions/;

test("a standard user selects three records, confirms the package, watches it prepared and downloads a ZIP whose manifest verifies", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, "standard");
  // Three 2D lines with files the standard tier may download (the demo's first lines carry sample files).
  const ids: string[] = [];
  // Every file of the chosen records (another journey may have linked one more to a line).
  let files = 0;
  for (let i = 1; i <= 10 && ids.length < 3; i++) {
    const id = `S2D-${String(i).padStart(7, "0")}`;
    const details = (await (await page.request.get(`/api/catalogs/Seismic_2D/${id}`)).json()) as {
      download: { allowed: boolean };
      files: unknown[];
    };
    if (details.download.allowed && details.files.length > 0) {
      ids.push(id);
      files += details.files.length;
    }
  }
  expect(ids).toHaveLength(3);

  await page.goto(
    `/catalog?type=Seismic_2D&filter=${encodeURIComponent(JSON.stringify({ seismic2DInfoID: ids }))}`,
  );
  const rows = page
    .getByRole("grid")
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
  // The first catalogue query of a fresh server can take a while on a busy machine.
  await expect(rows).toHaveCount(3, { timeout: 45_000 });
  for (const row of await rows.all()) await row.getByRole("checkbox", { name: "Select row" }).check();
  await expect(page.getByTestId("selected-count")).toHaveText("3 selected");
  await page.getByRole("button", { name: "Add 3 selected to download package" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: /3 records, .*, 3 credits on confirmation/ }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Open the package (3 records)" }).click();

  await expect(page.getByText("Credits on confirmation")).toBeVisible();
  await expect(page.getByTestId("package-item")).toHaveCount(3);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm this package?" });
  await expect(dialog).toContainText("Confirming spends 3 credits");
  await dialog.getByRole("button", { name: "Confirm", exact: true }).click();

  // The outcome arrives over the package's socket room: a toast, then the ready package.
  await expect(page.getByRole("alert").filter({ hasText: "Your package is ready to download." })).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await expect(page.locator('[data-status="ready"]').first()).toBeVisible();
  await expect(page.getByTestId("package-item").locator('[data-status="ready"]')).toHaveCount(3);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download ZIP" }).click(),
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), "strata-e2e-zip-"));
  const zip = path.join(dir, "package.zip");
  await download.saveAs(zip);
  expect(execFileSync("unzip", ["-t", zip]).toString()).toMatch(/No errors detected/);
  execFileSync("unzip", ["-q", zip, "-d", path.join(dir, "out")]);
  const checked = execFileSync("sha256sum", ["-c", "MANIFEST.sha256"], {
    cwd: path.join(dir, "out"),
  }).toString();
  const lines = checked.trim().split("\n");
  expect(lines).toHaveLength(files);
  for (const line of lines) expect(line).toMatch(/^Seismic 2D\/.+\.sgy: OK$/);

  // For a package too big for a browser: the Linux downloader script, with how to run it.
  await expect(page.getByTestId("downloader-help")).toContainText("sh strata-");
  const [script] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Linux" }).click(),
  ]);
  expect(script.suggestedFilename()).toMatch(/^strata-[\w.-]+\.sh$/);
  const scriptFile = path.join(dir, script.suggestedFilename());
  await script.saveAs(scriptFile);
  expect(readFileSync(scriptFile, "utf8")).toMatch(/signed-download\?token=[\s\S]*sha256sum -c/);

  // Downloaded: it is listed as ready and can no longer be cancelled, only downloaded again.
  await page.reload();
  await expect(page.getByRole("link", { name: "Download ZIP" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel package" })).toHaveCount(0);
  await page.getByRole("link", { name: "← Download manager" }).click();
  await expect(
    page
      .getByRole("table", { name: "Download packages" })
      .getByRole("row")
      .nth(1)
      .locator('[data-status="ready"]'),
  ).toBeVisible();
});

test("a standard user downloads one record at once from its page, and asking again opens the same package", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "standard");
  // A 2D line with files the standard tier may download (the demo's first lines carry sample files).
  let id: string | undefined;
  for (let i = 10; i >= 1 && !id; i--) {
    const candidate = `S2D-${String(i).padStart(7, "0")}`;
    const details = (await (await page.request.get(`/api/catalogs/Seismic_2D/${candidate}`)).json()) as {
      download: { allowed: boolean };
      files: unknown[];
    };
    if (details.download.allowed && details.files.length > 0) id = candidate;
  }
  expect(id, "the demo has a downloadable line").toBeDefined();

  const downloadNow = async () => {
    await page.goto(`/catalog/Seismic_2D/${id}`);
    await page.getByRole("button", { name: "Download now" }).click({ timeout: 30_000 });
    const dialog = page.getByRole("dialog", { name: "Download this record now?" });
    await expect(dialog).toContainText(/It costs \d+ credits?\./);
    await dialog.getByRole("button", { name: "Download now" }).click();
    await expect(page).toHaveURL(/\/downloads\/[^/?]+$/);
    return page.url().split("/").pop()!;
  };
  const first = await downloadNow();
  // Confirmed at once: no draft step, the package prepares and becomes ready on its own page.
  await expect(page.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download ZIP" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("package-item")).toHaveCount(1);
  // A second ask (a double click, a retry) answers the same package and spends nothing more.
  expect(await downloadNow()).toBe(first);
});

test("catalogue rows say whether the standard user may download them; adding several names what was left out", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "standard");
  // From the API: a line the standard user may download, one not released to them and one without files.
  type Row = { id: string; lineName: string };
  type RowDownload = { id: string; hasFiles: boolean; refusal: { message: string } | null };
  let ok: Row | undefined;
  let refused: Row | undefined;
  let noFiles: Row | undefined;
  for (let p = 1; p <= 4 && !(ok && refused && noFiles); p++) {
    const res = await page.request.get(
      `/api/catalogs/Seismic_2D/data?pageSize=100&page=${p}&sort=seismic2DInfoID&order=asc`,
    );
    const body = (await res.json()) as { result: Row[]; downloads: RowDownload[] };
    body.downloads.forEach((d, i) => {
      const row = body.result[i];
      if (d.hasFiles && !d.refusal) ok ??= row;
      if (d.hasFiles && d.refusal) refused ??= row;
      if (!d.hasFiles) noFiles ??= row;
    });
  }
  expect(ok && refused && noFiles, "the demo has the three kinds of line").toBeTruthy();
  const ids = [ok!.id, refused!.id, noFiles!.id];
  await page.goto(
    `/catalog?type=Seismic_2D&filter=${encodeURIComponent(JSON.stringify({ seismic2DInfoID: ids }))}`,
  );
  const rowOf = (r: Row) =>
    page
      .getByRole("grid")
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: r.lineName, exact: true }) });
  await expect(rowOf(ok!).getByTestId("download-mark")).toHaveText("Available", { timeout: 45_000 });
  await expect(rowOf(refused!).getByTestId("download-mark")).toHaveText("Not in your plan");
  await expect(rowOf(noFiles!).getByTestId("download-mark")).toHaveText("No files");
  await expect(rowOf(noFiles!).getByRole("checkbox", { name: "Select row" })).toBeDisabled();

  await rowOf(ok!).getByRole("checkbox", { name: "Select row" }).check();
  await rowOf(refused!).getByRole("checkbox", { name: "Select row" }).check();
  await page.getByRole("button", { name: "Add 2 selected to download package" }).click();
  const skipped = page.getByTestId("skipped-records");
  await expect(skipped).toContainText("1 record was not added");
  await expect(skipped).toContainText(`${refused!.lineName}: Released to`);
  await expect(skipped).not.toContainText(ok!.lineName);
  await expect(skipped.getByRole("link", { name: /^(Upgrade to|Add) / })).toHaveAttribute(
    "href",
    "/subscription",
  );

  // Leave no draft behind for the next journey of this user.
  await page.getByRole("link", { name: "Open the package (1 record)" }).click();
  await expect(page).toHaveURL(/\/downloads\/[^/?]+$/);
  const id = page.url().split("/").pop()!;
  expect((await page.request.delete(`/api/download-packagers/${id}`)).status()).toBe(204);
});

test("a basic user is refused with the reason, on the record page and in the catalogue", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "basic");
  await page.goto("/catalog/Seismic_2D/S2D-0000001");
  await expect(page.getByRole("button", { name: "Add to download package" })).toBeDisabled({
    timeout: 30_000,
  });
  await expect(page.getByTestId("download-refusal")).toHaveText(REFUSAL);
  await expect(page.getByRole("button", { name: "Download now" })).toHaveCount(0);
  await page.goto("/catalog?type=Seismic_2D");
  await expect(
    page
      .getByRole("grid")
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell") })
      .first(),
  ).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByRole("checkbox", { name: "Select row" })).toHaveCount(0);
  await page.goto("/downloads");
  await expect(page.getByRole("heading", { name: "Download manager" })).toHaveCount(0);
});
