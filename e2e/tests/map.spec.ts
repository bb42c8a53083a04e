import type { Page } from "@playwright/test";
import { expect, type MapLike, renderedCount, test, waitForMapData } from "./catalog-helpers.ts";

test.use({ login: "standard" });

/** The Malay Basin at a zoom where wells are single points: dense enough for every test. */
const MALAY_BASIN = "/map?center=104.9,5.9&zoom=7.5";

/** A rendered well well inside the canvas, with its position on the page. */
async function aRenderedWell(page: Page) {
  const canvas = (await page.getByTestId("viewer-map").locator("canvas").boundingBox())!;
  const well = await page.evaluate(() => {
    const map = (window as unknown as { __strataMaps: Record<string, MapLike> }).__strataMaps.viewer;
    const { width, height } = map.getCanvas().getBoundingClientRect();
    for (const feature of map.queryRenderedFeatures({ layers: ["wells-point"] })) {
      const point = map.project(feature.geometry.coordinates as [number, number]);
      // Away from the edges and the zoom buttons in the top-right corner.
      if (point.x > 60 && point.x < width - 80 && point.y > 100 && point.y < height - 60) {
        return {
          x: point.x,
          y: point.y,
          id: String(feature.properties.id),
          title: String(feature.properties.title),
        };
      }
    }
    return null;
  });
  expect(well, "a well inside the view").not.toBeNull();
  return { ...well!, pageX: canvas.x + well!.x, pageY: canvas.y + well!.y };
}

test("the map draws the catalogue's layers from vector tiles, counts them in view, and layers toggle", async ({
  page,
}) => {
  const tile = page.waitForResponse(/\/api\/map\/tiles\/Seismic_2D\/\d+\/\d+\/\d+\.pbf$/);
  const counted = page.waitForRequest(/\/api\/map\/counts\?bbox=/);
  await page.goto(MALAY_BASIN);
  await expect(page.getByRole("heading", { level: 1, name: "Map viewer" })).toBeVisible();
  expect((await tile).headers()["content-type"]).toBe("application/vnd.mapbox-vector-tile");
  const bbox = new URL((await counted).url()).searchParams.get("bbox")!.split(",").map(Number);
  expect(bbox).toHaveLength(4);
  // Counted for the view, not the whole catalogue.
  expect(bbox[2] - bbox[0]).toBeLessThan(15);

  await waitForMapData(page, ["s2d-line"]);
  for (const layer of ["wells-point", "s3d-line", "blocks-line"]) {
    expect(await renderedCount(page, [layer]), layer).toBeGreaterThan(0);
  }
  await expect(page.getByTestId("layer-status-Well_Log")).toHaveText(/^(about )?[\d,]+ log files in view$/);
  await expect(page.getByTestId("layer-status-Seismic_2D")).toHaveText(/^(about )?[\d,]+ in view$/);

  const toggle = page.getByRole("checkbox", { name: /Seismic 2D lines/ });
  await toggle.uncheck();
  await expect.poll(() => renderedCount(page, ["s2d-line"])).toBe(0);
  await expect(page.getByTestId("layer-status-Seismic_2D")).toHaveText(/in total$/);
  await toggle.check();
  await expect.poll(() => renderedCount(page, ["s2d-line"])).toBeGreaterThan(0);

  // Moving the map fetches the new area's tiles and counts it.
  const moved = page.waitForRequest(/\/api\/map\/counts\?bbox=/);
  const movedTile = page.waitForRequest(/\/api\/map\/tiles\/Well_Log\/7\/104\/\d+\.pbf$/);
  await page.evaluate(() => {
    const map = (window as unknown as { __strataMaps: Record<string, { jumpTo(o: object): void }> })
      .__strataMaps.viewer;
    map.jumpTo({ center: [114.2, 5.2], zoom: 7.5 });
  });
  const movedBbox = new URL((await moved).url()).searchParams.get("bbox")!.split(",").map(Number);
  expect(movedBbox[0]).toBeGreaterThan(110);
  await movedTile;
});

test("at country zoom the map draws every 2D line, not a sample of a thousand", async ({ page }) => {
  await page.goto("/map?center=109.5,4.4&zoom=5");
  await waitForMapData(page, ["s2d-line", "s2d-dense"]);
  // Lines travel one by one where a tile holds up to a few thousand; a denser tile carries the
  // pixels they cover with their count. Either way each line in view is drawn.
  const drawn = await page.evaluate(() => {
    const map = (window as unknown as { __strataMaps: Record<string, MapLike> }).__strataMaps.viewer;
    const ids = new Set<string>();
    let covered = 0;
    for (const feature of map.queryRenderedFeatures({ layers: ["s2d-line", "s2d-dense"] })) {
      if (feature.properties.dense === true) covered += Number(feature.properties.count);
      else ids.add(String(feature.properties.id));
    }
    return { lines: ids.size, covered };
  });
  expect(drawn.lines + drawn.covered).toBeGreaterThan(1000);
  const status = await page.getByTestId("layer-status-Seismic_2D").textContent();
  const inView = Number(/([\d,]+) in view/.exec(status ?? "")?.[1].replaceAll(",", ""));
  expect(inView).toBeGreaterThan(1000);
});

test("the map runs under the Content-Security-Policy, which it never violates", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI}`);
    });
  });
  const response = await page.goto(MALAY_BASIN);
  const policy = response!.headers()["content-security-policy"];
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  // Drawn features need MapLibre's worker: it loaded under the policy.
  await waitForMapData(page, ["s2d-line", "wells-point"]);
  // The offline basemap (countries fetched from the portal) was added under the policy too.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean(
          (window as unknown as { __strataMaps: Record<string, MapLike> }).__strataMaps.viewer.getLayer(
            "land",
          ),
        ),
      ),
    )
    .toBe(true);
  const reported = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  expect([...violations, ...reported]).toEqual([]);
});

test("clicking a well shows its summary, which opens its record", async ({ page }) => {
  await page.goto(MALAY_BASIN);
  await waitForMapData(page, ["wells-point"]);
  const well = await aRenderedWell(page);
  await page.mouse.click(well.pageX, well.pageY);

  const panel = page.getByTestId("feature-panel");
  await expect(panel).toContainText("Well Log");
  await expect(panel.getByRole("heading", { name: well.title })).toBeVisible();
  await panel.getByRole("link", { name: "Open record" }).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/Well_Log/${well.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: well.title })).toBeVisible();
});

test("drawing a rectangle selects the records in it and opens them in the catalogue", async ({ page }) => {
  await page.goto(MALAY_BASIN);
  await waitForMapData(page, ["wells-point"]);
  const well = await aRenderedWell(page);

  await page.getByRole("button", { name: "Draw a rectangle" }).click();
  await expect(page.getByTestId("viewer-map")).toHaveAttribute("data-draw-mode", "rectangle");
  const selected = page.waitForResponse((r) => r.url().endsWith("/api/map/select") && r.ok());
  await page.mouse.move(well.pageX - 40, well.pageY - 40);
  await page.mouse.down();
  await page.mouse.move(well.pageX, well.pageY, { steps: 4 });
  await page.mouse.move(well.pageX + 40, well.pageY + 40, { steps: 4 });
  await page.mouse.up();
  const body = (await (await selected).request().postDataJSON()) as {
    geometry: { coordinates: number[][][] };
  };
  expect(body.geometry.coordinates[0]).toHaveLength(5);

  const selection = (await (await selected).json()) as { results: { type: string; total: number }[] };
  const total = selection.results.find((r) => r.type === "Well_Log")!.total;
  expect(total).toBeGreaterThan(0);

  const results = page.getByRole("list", { name: "Selected records by category" });
  const wells = results.getByRole("listitem").filter({ hasText: "Well Log" });
  await expect(wells).toContainText(`${total.toLocaleString("en-GB")} record`);
  await wells.getByRole("link", { name: "Open the Well Log selection in the catalogue" }).click();

  await expect(page).toHaveURL(/\/catalog\?type=Well_Log&filter=.*wellLogFileInfoID.*&selected=\d+/);
  const ids = JSON.parse(new URL(page.url()).searchParams.get("filter")!).wellLogFileInfoID as string[];
  expect(ids).toHaveLength(Math.min(total, 200));
  await expect(page.getByText(/records selected on the map/)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /records?$/ })).toHaveText(
    `${Math.min(total, 200).toLocaleString("en-GB")} ${Math.min(total, 200) === 1 ? "record" : "records"}`,
  );
});

test("drawing a polygon selects the records inside it", async ({ page }) => {
  await page.goto(MALAY_BASIN);
  await waitForMapData(page, ["wells-point"]);
  const canvas = (await page.getByTestId("viewer-map").locator("canvas").boundingBox())!;
  const at = (dx: number, dy: number) => [
    canvas.x + canvas.width / 2 + dx,
    canvas.y + canvas.height / 2 + dy,
  ];

  await page.getByRole("button", { name: "Inside the area" }).click();
  await page.getByRole("button", { name: "Draw a polygon" }).click();
  const selected = page.waitForResponse((r) => r.url().endsWith("/api/map/select") && r.ok());
  for (const [dx, dy] of [
    [-160, -140],
    [150, -150],
    [170, 130],
  ]) {
    const [x, y] = at(dx, dy);
    await page.mouse.click(x, y);
  }
  const [x, y] = at(-150, 150);
  await page.mouse.dblclick(x, y);

  const response = await selected;
  const body = response.request().postDataJSON() as { mode: string; geometry: { coordinates: number[][][] } };
  expect(body.mode).toBe("contains");
  const ring = body.geometry.coordinates[0];
  expect(ring).toHaveLength(5);
  expect(ring[4]).toEqual(ring[0]);
  const { results } = (await response.json()) as { results: { type: string; total: number }[] };
  expect(results.reduce((sum, r) => sum + r.total, 0)).toBeGreaterThan(0);
  await expect(
    page.getByRole("list", { name: "Selected records by category" }).getByRole("listitem"),
  ).toHaveCount(4);
  await expect(page.getByTestId("viewer-map")).toHaveAttribute("data-draw-mode", "none");

  // "Show in the data explorer" opens its charts counting what lies in the area (a tab of its own,
  // so the selection stays on the map): the overview agrees with the selection, category by category.
  const explore = page.getByRole("link", { name: "Show in the data explorer" });
  const explorer = await page.context().newPage();
  await explorer.goto((await explore.getAttribute("href"))!);
  await expect(
    explorer
      .getByRole("group", { name: "Filters" })
      .getByRole("button", { name: /^Area drawn on the map \(inside it\)/ }),
  ).toBeVisible();
  const byCategory = explorer.getByRole("table", { name: "Records by category" });
  for (const result of results) {
    const name = {
      Seismic_2D: "Seismic 2D",
      Seismic_3D: "Seismic 3D",
      Well_Log: "Well Log",
      Non_Seismic: "Non Seismic",
    }[result.type];
    await expect(
      byCategory
        .getByRole("row", { name: new RegExp(`^${name}`) })
        .getByRole("cell")
        .last(),
    ).toHaveText(result.total.toLocaleString("en-GB"));
  }
  await explorer.close();

  // "Request this data" opens a new data request naming the drawn area.
  await page.getByRole("link", { name: "Request this data" }).click();
  await expect(page).toHaveURL(/\/data-requests\?new=1.*&area=/);
  const form = page.getByRole("dialog", { name: "New data request" });
  await expect(form.getByTestId("area-summary")).toHaveText(/^Area: 4 corners, /);
  expect(JSON.parse(await form.getByTestId("area-geojson").inputValue())).toEqual(body.geometry);
});

test("the current map view is bookmarked and opens again from the bookmarks page", async ({ page }) => {
  await page.goto("/map?center=112.5,4.5&zoom=8");
  await waitForMapData(page, ["blocks-line"]);
  await page.getByRole("button", { name: "Bookmark this view" }).click();
  const dialog = page.getByRole("dialog", { name: "Bookmark this view" });
  await dialog.getByRole("button", { name: "Save bookmark" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  const name = `Central Luconia ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Save bookmark" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/bookmarks");
  const views = page.getByRole("list", { name: /^Map views/ });
  await views.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/map\?center=112\.5[\d]*%2C4\.5[\d]*&zoom=8/);
  await waitForMapData(page, ["blocks-line"]);
});

test.describe("bid-round layers", () => {
  test.use({ login: "standard-mbr" });

  test("a user with bid-round rights sees the bid-round blocks", async ({ page }) => {
    await page.goto("/map?center=110,5&zoom=5.5");
    await waitForMapData(page, ["blocks-line"]);
    await page.getByRole("checkbox", { name: /Bid-round blocks/ }).check();
    await expect.poll(() => renderedCount(page, ["bid-fill"]), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole("combobox", { name: "Bid round" }).click();
    await expect(page.getByRole("option", { name: /^MBR \d{4} \(\d+ blocks\)$/ }).first()).toBeVisible();
  });
});

test("a standard user without bid-round rights has no bid-round layer", async ({ page }) => {
  await page.goto(MALAY_BASIN);
  await waitForMapData(page, ["blocks-line"]);
  await expect(page.getByRole("checkbox", { name: /Bid-round blocks/ })).toHaveCount(0);
});
