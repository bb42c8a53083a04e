import { expect, test } from "./catalog-helpers.ts";

/**
 * COREAI data (issue 28, decision 0160): a premium user opens a demo wellbore's core analysis, its
 * porosity–permeability crossplot with the fitted trends, and a core photograph with zoom.
 */
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
    await page
      .getByRole("button", { name: /Open core photograph/ })
      .first()
      .click();
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
});
