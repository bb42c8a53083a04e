import { expect, gridRows, test, waitForMapData } from "./catalog-helpers.ts";

test.use({ login: "expired-basic" });

// Section 2: a basic user whose subscription expired sees the expired variants of the catalogue and the
// viewer: browsing stays, files and downloads are gated, and the page says how to renew.
test("an expired basic user sees the expired catalogue, record and viewer, with a way to renew", async ({
  page,
}) => {
  await page.goto("/catalog");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Data catalogue" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Map viewer" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Bookmarks" })).toHaveCount(0);

  const renew = page.getByTestId("renew-notice");
  await expect(renew).toContainText("Renew your subscription");
  await expect(renew).toContainText("Your subscription has expired");
  await expect(renew.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about-us");
  await expect(gridRows(page)).toHaveCount(10);

  await page.locator('[role="gridcell"][data-field="seismic2DInfoID"] a').first().click();
  await expect(page).toHaveURL(/\/catalog\/Seismic_2D\//);
  await expect(page.getByRole("region", { name: "Metadata" })).toBeVisible();
  await expect(page.getByTestId("renew-notice")).toBeVisible();
  await expect(page.getByTestId("download-decision")).toContainText("Download not available");
  // The first line may not be released to Basic at all: then renewing alone would not open it, and the
  // refusal says who it is released to after the expiry (packages/core downloadRefusal).
  await expect(page.getByTestId("download-decision")).toContainText(
    /Your subscription has expired\. (Renew it to download data|Released to .+ subscribers\.)/,
  );
  await expect(
    page.getByText("The record's files are shown again once the subscription is renewed."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Bookmark", exact: true })).toHaveCount(0);

  await nav.getByRole("link", { name: "Map viewer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Map viewer" })).toBeVisible();
  await expect(page.getByTestId("renew-notice")).toBeVisible();
  await expect(page.getByRole("button", { name: "Bookmark this view" })).toHaveCount(0);
  // The map still shows what a renewal brings back.
  await waitForMapData(page, ["blocks-line"]);

  await page.goto("/bookmarks");
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
});
