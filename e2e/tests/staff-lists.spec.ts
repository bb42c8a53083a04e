import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

const PHONE = { width: 390, height: 844 };

/** The row count above a list ("12 rows"), as a number. */
async function rowsCounted(page: Page): Promise<number> {
  const text = await page.getByText(/^[\d,]+ rows?$/).textContent();
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

test("a staff list counts its rows, clears its filters at once, remembers its columns and is cards on a phone", async ({
  page,
  browser,
}) => {
  await signIn(page, "finance");
  await page.goto("/admin/invoices");
  const table = page.getByRole("table", { name: "Invoices" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  const all = await rowsCounted(page);
  expect(all).toBeGreaterThan(1);

  // A filter narrows the count; "Clear filters" undoes every filter at once.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Unpaid" }).click();
  await expect(page).toHaveURL(/status=issued/);
  await expect(async () => expect(await rowsCounted(page)).toBeLessThan(all)).toPass();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(async () => expect(await rowsCounted(page)).toBe(all)).toPass();
  await expect(page.getByRole("button", { name: "Clear filters" })).toHaveCount(0);

  // A column hidden stays hidden on the next visit; the first column cannot be hidden.
  await expect(table.getByRole("columnheader", { name: "Due" })).toBeVisible();
  await page.getByRole("button", { name: /^Columns/ }).click();
  await expect(page.getByRole("menuitemcheckbox", { name: "Number" })).toHaveCount(0);
  await page.getByRole("menuitemcheckbox", { name: "Due" }).click();
  await page.keyboard.press("Escape");
  await expect(table.getByRole("columnheader", { name: "Due" })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Due" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Columns/ })).toHaveText(/Columns \(\d+ of \d+\)/);
  await page.getByRole("button", { name: /^Columns/ }).click();
  await page.getByRole("menuitem", { name: "Show all columns" }).click();
  await expect(table.getByRole("columnheader", { name: "Due" })).toBeVisible();

  // On a phone: cards, no sideways scrolling, the filters folded under a button.
  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });
  const small = await phone.newPage();
  await signIn(small, "finance");
  await small.goto("/admin/invoices");
  const cards = small.getByRole("list", { name: "Invoices" });
  await expect(cards.getByRole("listitem").first()).toBeVisible();
  await expect(small.getByRole("table", { name: "Invoices" })).toHaveCount(0);
  await expect(cards.getByRole("listitem").first().getByRole("link")).toHaveAttribute(
    "href",
    /^\/admin\/invoices\/.+/,
  );
  await expect(small.getByRole("combobox", { name: "Status" })).toBeHidden();
  await small.getByRole("button", { name: "Filters" }).click();
  await expect(small.getByRole("combobox", { name: "Status" })).toBeVisible();
  const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.close();
});
