import { expect, renderedCount, test } from "./catalog-helpers.ts";
import { dataRows, rowId, subTab } from "./data-preparation-helpers.ts";

/** The MBR area (issue 27): an MBR user opens the open bid round and takes a block's package. */
test.describe("an MBR user", () => {
  test.use({ login: "mbr" });

  test("opens a round, sees its dates and documents, and takes a block's package and downloads its ZIP", async ({
    page,
  }) => {
    await page.goto("/mbr");
    await page
      .getByRole("link", { name: /Malaysia Bid Round/ })
      .first()
      .click();
    await expect(page.getByRole("region", { name: "Key dates" })).toContainText("Bid submission");
    await expect(page.getByRole("region", { name: "Documents" })).toContainText("guidelines");
    await expect(page.getByRole("table", { name: "Blocks on offer" })).toBeVisible();
    const packages = page.getByRole("region", { name: "Data packages" });
    await packages.getByRole("button", { name: "Take package" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("No credits are spent");
    await dialog.getByRole("button", { name: "Take package" }).click();
    // The demo package's records have files: it prepares, and the ZIP downloads from here (the MBR
    // tier has no download manager of its own).
    await expect(packages).toContainText("Ready to download", { timeout: 30_000 });
    const download = page.waitForEvent("download");
    await packages.getByRole("link", { name: "Download ZIP" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  });
});

/** Data staff curate a package from a block's bid-flagged records. */
test.describe("data staff", () => {
  test.use({ login: "data-admin" });

  test("curate a new package for a block from its records", async ({ page }) => {
    await page.goto("/mbr");
    // Staff see unpublished rounds too: the published one is the MBR users' round, with the demo's package.
    await page
      .getByRole("link", { name: /Malaysia Bid Round/ })
      .filter({ hasNotText: "Unpublished" })
      .first()
      .click();
    const packages = page.getByRole("region", { name: "Data packages" });
    // The demo's package is of a block whose bid-flagged records have files: the new one takes the same
    // (read before the dialog opens, since an open dialog hides the page from the accessibility tree).
    await expect(packages).toContainText(/Block \S+ ·/);
    const block = (await packages.textContent())?.match(/Block (\S+) ·/)?.[1] ?? "";
    await packages.getByRole("button", { name: "New package" }).click();
    const dialog = page.getByRole("dialog", { name: "New data package" });
    await dialog.getByLabel("Name").fill("Journey package");
    await dialog.getByLabel("Block").click();
    await page.getByRole("option", { name: block, exact: true }).click();
    await dialog.getByRole("button", { name: "Choose all with files" }).click();
    await expect(dialog).toContainText(/Records \([1-9]\d* of \d+ chosen\)/);
    await dialog.getByRole("button", { name: "Create package" }).click();
    await expect(dialog).toBeHidden();
    await expect(packages).toContainText("Journey package");
  });
});

/** The MBR-Plus area: a standard user sees the collection on the map; data staff take a record out. */
test.describe("MBR-Plus", () => {
  test("a standard user sees the MBR+ records' outlines on the map", async ({ page }) => {
    await page.goto("/mbr-plus");
    await expect(page.getByRole("table", { name: "MBR+ records" })).toBeVisible();
    await page.getByRole("button", { name: "Map" }).click();
    await expect(page.getByRole("region", { name: "Map of the MBR+ records" })).toBeVisible();
    await expect.poll(() => renderedCount(page, ["highlight-line"]), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(
      page.getByText(/The outlines are the extents of the \d+ MBR\+ records? on this page/),
    ).toBeVisible();
  });

  test.describe("data staff", () => {
    test.use({ login: "data-admin" });

    test("put a record in MBR+ from data preparation's record view, and it joins the collection", async ({
      page,
    }) => {
      await page.goto("/data-preparation");
      const first = dataRows(page).first();
      await expect(first).toBeVisible();
      const id = await rowId(first, "seismic2DInfoID");
      const title = await rowId(first, "lineName");
      await subTab(page, "Metadata record").click();
      await page.getByRole("textbox", { name: "Seismic 2D record id" }).fill(id);
      await page.getByRole("button", { name: "Show history" }).click();
      const flag = page
        .getByRole("region", { name: "MBR+" })
        .getByRole("switch", { name: "In the MBR+ collection" });
      await expect(flag).toBeVisible();
      // One demo line in eight is MBR+ already: take it out first, so the switch is seen putting it in.
      if (await flag.isChecked()) {
        await flag.click();
        await expect(flag).not.toBeChecked();
      }
      await flag.click();
      await expect(flag).toBeChecked();

      await page.goto("/mbr-plus");
      await page.getByRole("textbox", { name: "Search titles" }).fill(title);
      const listed = page.waitForResponse(
        (r) => r.url().includes("/api/mbr-plus/records") && new URL(r.url()).searchParams.get("q") === title,
      );
      await page.getByRole("button", { name: "Search", exact: true }).click();
      // Line names repeat across surveys: the list's answer tells this record by its id.
      const answer = await (await listed).json();
      expect(answer.result.map((r: { id: string }) => r.id)).toContain(id);
      await expect(
        page
          .getByRole("table", { name: "MBR+ records" })
          .getByRole("cell", { name: title, exact: true })
          .first(),
      ).toBeVisible();
    });

    test("remove a record from MBR+ after confirming", async ({ page }) => {
      await page.goto("/mbr-plus");
      const table = page.getByRole("table", { name: "MBR+ records" });
      const first = table.getByRole("row").nth(1);
      const title = (await first.getByRole("cell").first().textContent()) ?? "";
      await first.getByRole("button", { name: "Remove from MBR+" }).click();
      const dialog = page.getByRole("dialog", { name: "Remove this record from MBR+?" });
      await expect(dialog).toContainText(title);
      await dialog.getByRole("button", { name: "Remove from MBR+" }).click();
      await expect(dialog).toBeHidden();
      await expect(table.getByRole("cell", { name: title, exact: true })).toHaveCount(0);
    });
  });
});

/** The virtual data rooms' access log: the MBR admin sees who in a data room opened what. */
test.describe("the MBR admin", () => {
  test.use({ login: "mbr-admin" });

  test("reads the VDR access log and narrows it to one data room, then to its downloads", async ({
    page,
  }) => {
    await page.goto("/admin/vdr/access-log");
    const log = page.getByRole("table", { name: "VDR access log" });
    await expect(log.getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("combobox", { name: "Data room" }).click();
    await page.getByRole("option", { name: "Miri Upstream Ventures Sdn Bhd" }).click();
    await expect(log.getByRole("row").nth(1)).toContainText("Miri Upstream Ventures Sdn Bhd");
    await expect(log).not.toContainText("Bintulu Gas Exploration Bhd");
    await expect(log.getByRole("row").nth(1)).toContainText(/Opened (the record|a preview)/);
    // Records reach a data room's users as downloads too: Bintulu's packages are in the log.
    await page.getByRole("combobox", { name: "Data room" }).click();
    await page.getByRole("option", { name: "Bintulu Gas Exploration Bhd" }).click();
    await page.getByRole("combobox", { name: "Opened" }).click();
    await page.getByRole("option", { name: "Downloads", exact: true }).click();
    await expect(log.getByRole("row").nth(1)).toContainText("Downloaded its files");
    await expect(log).not.toContainText(/Opened (the record|a preview)/);
  });
});
