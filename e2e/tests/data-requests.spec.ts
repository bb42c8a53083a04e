import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { navigationLink, signIn } from "./helpers.ts";

test("a customer files a data request, data staff assign it to themselves and deliver a file, the customer downloads it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Tapis gravity grid ${Date.now()}`;
  const delivered = Buffer.from("station,bouguer_mgal\nTP-1,-11.2\nTP-2,-10.8\n");

  // The customer asks. (The form's map is reachable by the test hook.)
  await page.addInitScript(() => {
    (window as { __STRATA_E2E__?: boolean }).__STRATA_E2E__ = true;
  });
  await signIn(page, "standard-member");
  await page.goto("/");
  await expect(await navigationLink(page, "Data requests")).toBeVisible();
  // From a record page: the form opens with the record named.
  await page.goto("/catalog/Seismic_2D/S2D-0000001");
  await page.getByRole("link", { name: "Request this data" }).click();
  const form = page.getByRole("dialog", { name: "New data request" });
  await expect(form.getByText("Seismic 2D S2D-0000001")).toBeVisible();
  // The area, drawn as a rectangle on the form's map; Escape while drawing cancels the drawing only.
  await page.waitForFunction(() =>
    Boolean(
      (
        window as unknown as { __strataMaps?: Record<string, { getLayer(id: string): unknown }> }
      ).__strataMaps?.["request-area"]?.getLayer("selection-fill"),
    ),
  );
  const areaMap = form.getByTestId("request-area-map");
  await areaMap.scrollIntoViewIfNeeded();
  await form.getByRole("button", { name: "Draw a polygon" }).click();
  await page.keyboard.press("Escape");
  await expect(areaMap).toHaveAttribute("data-draw-mode", "none");
  await form.getByRole("button", { name: "Draw a rectangle" }).click();
  await expect(areaMap).toHaveAttribute("data-draw-mode", "rectangle");
  const box = (await areaMap.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 4 });
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7, { steps: 4 });
  await page.mouse.up();
  const summary = form.getByTestId("area-summary");
  await expect(summary).toHaveText(/^Area: 4 corners, [\d.]+°E – [\d.]+°E, [\d.]+°N – [\d.]+°N$/);
  const bounds = (await summary.textContent())!.replace("Area: 4 corners, ", "");
  // The fallback field shows the drawn GeoJSON; typing a flat ring there says what is wrong.
  const geojson = form.getByTestId("area-geojson");
  const drawn = await geojson.inputValue();
  expect(JSON.parse(drawn)).toMatchObject({ type: "Polygon" });
  await geojson.fill('{"type":"Polygon","coordinates":[[[112,4],[113,4],[114,4],[112,4]]]}');
  await expect(form.getByText("A ring must enclose an area: its positions lie on one line")).toBeVisible();
  await geojson.fill(drawn);
  await expect(summary).toHaveText(`Area: 4 corners, ${bounds}`);
  await form.getByRole("button", { name: "Submit request" }).click();
  await expect(form.getByText(/Say what data you need/)).toBeVisible();
  await form.getByLabel("What data do you need?").fill(title);
  await form.getByLabel("What is it for?").fill("Depth conversion of the field's 3D volume.");
  await form.getByRole("button", { name: "Submit request" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.locator('[data-status="submitted"]')).toBeVisible();
  await expect(page.getByTestId("history-entry")).toHaveText([/Request submitted/]);
  await expect(page.getByTestId("request-area")).toHaveText(`A polygon of 4 corners: ${bounds}`);
  const requestId = page.url().split("/").pop() as string;

  // Data staff take it and deliver a file.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, "data-admin");
  await staff.goto("/admin/data-requests?status=submitted");
  await staff.getByRole("link", { name: title }).click();
  // Staff see the area: its bounds and a small map of it.
  await expect(staff.getByTestId("request-area")).toHaveText(`A polygon of 4 corners: ${bounds}`);
  await expect(staff.getByRole("img", { name: "Map of the requested area" })).toBeVisible();
  await staff.getByRole("button", { name: "Assign to me" }).click();
  await expect(staff.locator('[data-status="assigned"]')).toBeVisible();
  await staff.getByTestId("delivery-file-input").setInputFiles({
    name: "tapis-gravity.csv",
    mimeType: "text/csv",
    buffer: delivered,
  });
  await expect(staff.getByTestId("delivery-file")).toHaveCount(1);
  await expect(staff.getByTestId("delivery-file")).toContainText("tapis-gravity.csv");
  await staff.getByRole("button", { name: "Deliver" }).click();
  const confirm = staff.getByRole("dialog", { name: "Deliver this request?" });
  await expect(confirm).toContainText("free of credits");
  await confirm.getByRole("button", { name: "Deliver" }).click();
  await expect(staff.locator('[data-status="delivered"]')).toBeVisible();
  await staff.context().close();

  // The customer sees it delivered and downloads the package.
  await page.reload();
  await expect(page.locator('[data-status="delivered"]')).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel request" })).toHaveCount(0);
  await expect(page.getByTestId("history-entry").last()).toContainText("Delivered as a download package");
  await page.getByRole("link", { name: "Open the delivered package" }).click();
  await expect(page.getByRole("link", { name: "Download ZIP" })).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download ZIP" }).click(),
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), "strata-e2e-request-"));
  const zip = path.join(dir, "delivery.zip");
  await download.saveAs(zip);
  execFileSync("unzip", ["-q", zip, "-d", path.join(dir, "out")]);
  const checked = execFileSync("sha256sum", ["-c", "MANIFEST.sha256"], {
    cwd: path.join(dir, "out"),
  }).toString();
  expect(checked.trim()).toBe(`Data Requests/${requestId}/tapis-gravity.csv: OK`);
});
