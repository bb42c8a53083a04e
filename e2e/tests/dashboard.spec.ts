import { expect, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

test("an admin opens the dashboard, reads the overview tiles and follows one to its list", async ({
  page,
}) => {
  await signIn(page, "admin");
  await page.goto("/");
  const overview = page.getByRole("list", { name: "Overview" });
  await expect(overview.getByRole("heading", { name: "Subscriptions" })).toBeVisible();
  // Each chart's numbers are also a table: the demo organisations' subscriptions by status.
  const byStatus = overview.getByRole("table", { name: "Subscriptions by status" });
  await expect(byStatus.getByRole("row", { name: /Active \d+/ })).toBeVisible();
  await expect(overview.getByRole("table", { name: "Applications waiting per stage" })).toContainText(
    "Verification",
  );
  const revenue = overview.getByRole("table", { name: "Revenue from paid invoices" });
  await expect(revenue.getByRole("row", { name: /This month .* RM\s?[1-9]/ })).toBeVisible();
  await expect(revenue.getByRole("row", { name: /Last month .* RM\s?[1-9]/ })).toBeVisible();
  await expect(overview.getByRole("heading", { name: "Downloads this month" })).toBeVisible();
  await expect(overview.getByRole("heading", { name: "New organisations" })).toBeVisible();

  await overview.getByRole("link", { name: "Open subscriptions" }).click();
  await expect(page).toHaveURL("/admin/subscriptions");
});
