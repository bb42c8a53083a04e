import { crc32, deflateSync } from "node:zlib";
import { expect, test } from "./catalog-helpers.ts";

/**
 * COREAI data (issue 28, decisions 0160 and 0210): a premium user opens a demo wellbore's core
 * analysis, its porosity–permeability crossplot with the fitted trends, and a core photograph with
 * zoom (listed as thumbnails); its core plugs are dot tracks beside its logs in the well-log viewer, which a standard user's
 * viewer never asks for (the server would refuse it).
 */

const coreTrackTitles = ["Core porosity", "Core permeability"];
test.describe("a premium user", () => {
  test.use({ login: "premium" });

  test("opens a wellbore's core crossplot and zooms into a core photograph", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "COREAI data" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "COREAI data" })).toBeVisible();
    await page.getByRole("textbox", { name: "Wellbore" }).fill("TAPIS-1");
    await page.getByRole("link", { name: "TAPIS-1", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Core analysis: TAPIS-1" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Kh (mD)" })).toBeVisible();

    await page.getByRole("tab", { name: "Porosity–permeability" }).click();
    await expect(page.getByRole("img", { name: /Porosity–permeability crossplot of TAPIS-1/ })).toBeVisible();
    await expect(page.getByTestId("core-trend").first()).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Fitted porosity–permeability trends per formation" }),
    ).toBeVisible();

    await page.getByRole("tab", { name: "Core photographs" }).click();
    // The list shows the server's 560-pixel thumbnails (decision 0223), not the originals.
    const firstPhoto = page.getByRole("button", { name: /Open core photograph/ }).first();
    const thumbnail = firstPhoto.locator("img");
    await expect(thumbnail).toHaveAttribute("src", /\/thumbnail$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(560);
    await firstPhoto.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("img", { name: /Core box/ })).toBeVisible();
    await expect(dialog.getByTestId("core-photo-zoom")).toHaveText("100 %");
    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await expect(dialog.getByTestId("core-photo-zoom")).toHaveText("150 %");
    await page.keyboard.press("-");
    await expect(dialog.getByTestId("core-photo-zoom")).toHaveText("100 %");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("sees the wellbore's core plugs as dot tracks beside its logs", async ({ page }) => {
    await page.goto("/catalog/Well_Log/WLF-0000001");
    await page.getByRole("link", { name: "View TAPIS-1_GR_RUN1.las" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Well-log preview: TAPIS-1" })).toBeVisible();
    const tracks = page.getByRole("img", { name: /^Well-log tracks, / });
    await expect(tracks.getByText("Gamma ray · caliper", { exact: true })).toBeVisible();
    for (const title of coreTrackTitles) await expect(tracks.getByText(title, { exact: true })).toBeVisible();
    await expect(page.getByTestId("core-tracks-note")).toContainText(
      /Core analysis: [1-9][\d,]* of [\d,]+ plugs of TAPIS-1/,
    );
    await page.getByRole("link", { name: "Open the core analysis of TAPIS-1" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Core analysis: TAPIS-1" })).toBeVisible();
  });
});

test.describe("a standard user", () => {
  test.use({ login: "standard" });

  test("sees the logs without core tracks, and the viewer never asks for core values", async ({ page }) => {
    const coreCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/core-analysis/")) coreCalls.push(request.url());
    });
    await page.goto("/catalog/Well_Log/WLF-0000001");
    await page.getByRole("link", { name: "View TAPIS-1_GR_RUN1.las" }).click();
    const tracks = page.getByRole("img", { name: /^Well-log tracks, / });
    await expect(tracks.getByText("Gamma ray · caliper", { exact: true })).toBeVisible();
    for (const title of coreTrackTitles)
      await expect(tracks.getByText(title, { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("core-tracks-note")).toHaveCount(0);
    expect(coreCalls).toEqual([]);
    // Asked directly, the server refuses the values.
    const refused = await page.request.get("/api/core-analysis/wellbores/TAPIS-1/samples");
    expect(refused.status()).toBe(403);
  });
});

test.describe("data staff", () => {
  test.use({ login: "data-admin" });

  test("load core plugs all or nothing, and read who loaded them in the history of changes", async ({
    page,
  }) => {
    // KINABALU-8 has a well-log record and no demo core.
    const header =
      "Wellbore,Sample number,Depth (m MD),Formation,Analysis (RCA/SCAL),Porosity (fraction),Kh (mD),Kv (mD),Grain density (g/cm3),Sw (fraction),So (fraction),Sg (fraction),Lithology";
    const first = "KINABALU-8,E2E-1,2100.25,Tapis Sand,RCA,0.21,85,12,2.65,0.3,0.6,0,Sandstone";
    const bad = [
      header,
      first,
      "KINABALU-8,E2E-2,2100.75,Tapis Sand,RCA,0.22,lots,,2.65,0.3,0.6,0,Sandstone",
    ];
    const good = [header, first, "KINABALU-8,E2E-2,2100.75,Tapis Sand,RCA,0.22,97,,2.65,0.3,0.6,0,Sandstone"];
    const file = page.getByLabel("Core sample file (.csv or .xlsx)");

    await page.goto("/data-preparation/core-analysis");
    await expect(page.getByRole("heading", { level: 1, name: "Load core analysis data" })).toBeVisible();
    await file.setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad.join("\n")) });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("1 problem(s) in 2 rows: nothing was written.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Problems by row and column" })).toContainText("Kh (mD)");

    await file.setInputFiles({
      name: "good.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(good.join("\n")),
    });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Applied: 2 added, 0 corrected (1 wellbores).")).toBeVisible();

    const history = page.getByRole("table", { name: "History of changes" });
    const row = history.getByRole("row").nth(1);
    await expect(row).toContainText("KINABALU-8");
    await expect(row.getByRole("cell").nth(3)).toHaveText("2");
    await expect(row).toContainText("2100.25–2100.75 m");
  });
});

/** A PNG of one colour; `claimed` gives the header other dimensions than the pixel data's. */
function solidPng(width: number, height: number, claimed = { width, height }): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "latin1");
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(claimed.width, 0);
  header.writeUInt32BE(claimed.height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x9a)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.describe("data staff adding core photographs", () => {
  test.use({ login: "data-admin" });

  test("add a core photograph, and are told why one past the pixel cap is refused", async ({ page }) => {
    await page.goto("/data-preparation/core-analysis");
    const form = page.getByRole("form", { name: "Add a core photograph" });
    await form.getByRole("textbox", { name: "Wellbore" }).fill("KINABALU-9");
    await form.getByRole("spinbutton", { name: "Top (m MD)" }).fill("1800");
    await form.getByRole("spinbutton", { name: "Bottom (m MD)" }).fill("1805");
    const file = form.getByLabel("Photograph (PNG or JPEG)");
    await file.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: solidPng(4, 4, { width: 9000, height: 3000 }),
    });
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "The photograph is 9000 × 3000 pixels (27.0 megapixels); at most 24 megapixels are accepted. Scale it down and upload it again.",
    );
    await file.setInputFiles({ name: "box.png", mimeType: "image/png", buffer: solidPng(700, 300) });
    // Held (the browser sends nothing of it meanwhile) until the screen shows the upload's progress.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/core-analysis/photos", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(form.getByRole("progressbar", { name: "Upload of box.png" })).toBeVisible();
    await expect(form.getByText("Uploading box.png: 0%")).toBeVisible();
    release();
    await expect(form.getByRole("status")).toHaveText("Added the photograph of KINABALU-9, 1800–1805 m MD.");
  });
});
