import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./catalog-helpers.ts";

/**
 * Previews before download (issue 26): seismic sections and well-log tracks drawn from the demo's
 * synthetic SEG-Y and LAS files; the locked entry for a plan without the right; the bid-round
 * inventory for the MBR tier.
 */

/** What a canvas shows: the number of distinct colours on a 24 × 24 grid, and the colour at its middle. */
async function canvasPixels(canvas: Locator): Promise<{ colours: number; middle: string }> {
  return canvas.evaluate((node) => {
    const c = node as HTMLCanvasElement;
    const context = c.getContext("2d")!;
    const seen = new Set<string>();
    for (let i = 1; i < 24; i++) {
      for (let j = 1; j < 24; j++) {
        const [r, g, b] = context.getImageData(
          Math.floor((c.width * i) / 24),
          Math.floor((c.height * j) / 24),
          1,
          1,
        ).data;
        seen.add(`${r},${g},${b}`);
      }
    }
    const [r, g, b] = context.getImageData(Math.floor(c.width / 2), Math.floor(c.height / 2), 1, 1).data;
    return { colours: seen.size, middle: `${r},${g},${b}` };
  });
}

const section = (page: Page) => page.getByRole("img", { name: /^Seismic section\./ });

async function expectDrawnSection(page: Page) {
  await expect(page.getByLabel("Loading the section")).toHaveCount(0);
  // A section with reflectors has many grey levels; a blank canvas has one.
  await expect.poll(async () => (await canvasPixels(section(page))).colours).toBeGreaterThan(20);
}

test.describe("a standard user", () => {
  test.use({ login: "standard" });

  test("opens a 2D line and a 3D inline from their records, changes the colour map, and reads the headers", async ({
    page,
  }) => {
    await page.goto("/catalog/Seismic_2D/S2D-0000001");
    await page.getByRole("link", { name: "View RAJ74-001.sgy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Seismic preview" })).toBeVisible();
    await expect(page.getByText(/240 traces × 326 samples at 4 ms/)).toBeVisible();
    await expectDrawnSection(page);

    // The colour map changes in the browser, with no new request for the section.
    const grey = (await canvasPixels(section(page))).colours;
    let sectionRequests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/section")) sectionRequests++;
    });
    await page.getByRole("combobox", { name: "Colour map" }).click();
    await page.getByRole("option", { name: "Red-white-blue" }).click();
    await expect.poll(async () => (await canvasPixels(section(page))).middle).not.toMatch(/^(\d+),\1,\1$/);
    expect(grey).toBeGreaterThan(20);
    expect(sectionRequests).toBe(0);

    // The header inspector: the 40 textual cards and the binary header.
    await page.getByRole("tab", { name: "Headers" }).click();
    await expect(page.getByText(/^C 1 CLIENT /)).toBeVisible();
    await expect(page.getByText(/SEG Y REV1/)).toBeVisible();

    // A 3D volume opens on an inline, with a slider to move through the inlines.
    await page.goto("/catalog/Seismic_3D/S3D-0000001");
    await page.getByRole("link", { name: "View SK3D2000-00001_PSTM.sgy" }).click();
    await expect(page.getByText(/40,000 traces × 251 samples/)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Section" })).toHaveText("Inline");
    await expectDrawnSection(page);
  });

  test("opens a well log as depth tracks by curve family", async ({ page }) => {
    await page.goto("/catalog/Well_Log/WLF-0000001");
    await page.getByRole("link", { name: "View TAPIS-1_GR_RUN1.las" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Well-log preview: TAPIS-1" })).toBeVisible();
    const tracks = page.getByRole("img", { name: /^Well-log tracks, / });
    for (const title of ["Gamma ray · caliper", "Resistivity", "Density · neutron", "Sonic"]) {
      await expect(tracks.getByText(title, { exact: true })).toBeVisible();
    }
    // A curve is hidden from the picker and its track goes when nothing is left in it.
    await page.getByRole("checkbox", { name: "DT (US/M)" }).uncheck();
    await expect(tracks.getByText("Sonic", { exact: true })).toHaveCount(0);

    // Another run of the wellbore opens beside it with linked depths: a zoom of one moves the other
    // (as far as its own log reaches); unlinked, it stays.
    await page.getByRole("combobox", { name: "Open another run beside" }).click();
    await page.getByRole("option").nth(1).click();
    const columns = page.getByRole("img", { name: /^Well-log tracks, / });
    await expect(columns).toHaveCount(2);
    const shown = (i: number) =>
      columns
        .nth(i)
        .getAttribute("aria-label")
        .then((label) => /, (.+ shown)\./.exec(label ?? "")?.[1]);
    await expect.poll(() => shown(1)).toMatch(/ shown$/);
    const besideWhole = await shown(1);
    await page.getByRole("button", { name: "Zoom in" }).first().click();
    await expect.poll(() => shown(1)).not.toBe(besideWhole);

    await page.getByRole("button", { name: "Whole log" }).nth(1).click();
    await expect.poll(() => shown(1)).toBe(besideWhole);
    await page.getByRole("switch", { name: "Link depths" }).uncheck();
    const firstBefore = await shown(0);
    await page.getByRole("button", { name: "Zoom in" }).first().click();
    await expect.poll(() => shown(0)).not.toBe(firstBefore);
    expect(await shown(1)).toBe(besideWhole);
  });
});

test.describe("a basic user", () => {
  test.use({ login: "basic" });

  test("sees a locked View with the plans that include it, also when opening a viewer's address", async ({
    page,
  }) => {
    await page.goto("/catalog/Seismic_2D/S2D-0000001");
    const files = page.getByRole("table", { name: "Files" });
    // Other journeys may attach more files to this record: the demo file's own row is the one checked.
    await expect(
      files.getByRole("row", { name: /^RAJ74-001\.sgy / }).getByRole("button", { name: "View" }),
    ).toBeDisabled();
    await expect(
      page.getByText("Data visualisation is included in the Standard and Premium plans."),
    ).toBeVisible();
    await page.goto("/visualisation/seismic/S2D-0000001-1");
    await expect(page.getByTestId("preview-locked")).toBeVisible();
    await page.getByRole("link", { name: "See plans" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
  });
});

test.describe("an MBR user", () => {
  test.use({ login: "mbr" });

  test("sees each bid round's blocks with their data and a block's charts", async ({ page }) => {
    await page.goto("/bid-rounds");
    await expect(page.getByRole("heading", { level: 1, name: "Bid-round data" })).toBeVisible();
    const rounds = page.getByRole("tablist", { name: "Bid rounds" });
    await expect(rounds.getByRole("tab").first()).toHaveAttribute("aria-selected", "true");
    const blocks = page.getByRole("table", { name: /^Blocks on offer in / });
    await expect(blocks.getByRole("row")).not.toHaveCount(1);
    const second = blocks.getByRole("button", { name: /^Show block / }).nth(1);
    const name = ((await second.textContent()) ?? "").trim();
    await second.click();
    await expect(page.getByRole("heading", { name: `Block ${name}` })).toBeVisible();
    await expect(page.getByText("Seismic by acquisition year (km, km²)")).toBeVisible();
    // The charts draw bars (SVG rects) for the block's years.
    await expect.poll(() => page.locator("figure svg rect").count()).toBeGreaterThan(3);
    await expect(page.getByRole("link", { name: "Show on the map" })).toHaveAttribute(
      "href",
      /^\/map\?center=-?\d+\.\d+,-?\d+\.\d+&zoom=8$/,
    );

    // The round's first block offers a bid-flagged line (the demo's): its preview opens from the block.
    await page.goto("/bid-rounds");
    const previews = page.getByRole("region", { name: "Previews of the data on offer" });
    await previews
      .getByRole("link", { name: /^View .+\.sgy$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/visualisation\/seismic\//);
    await expectDrawnSection(page);
  });
});
