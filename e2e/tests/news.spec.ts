import { expect, test } from "@playwright/test";
import { navigationLink, signIn } from "./helpers.ts";

/** Run-unique, so items of earlier runs on a kept database never collide. */
const TITLE = `E2E news ${Date.now().toString(36).toUpperCase()}`;

test("staff write and publish a news item; an anonymous visitor reads it", async ({ page, browser }) => {
  await signIn(page, "admin");
  await page.goto("/");
  await (await navigationLink(page, "News")).click();
  await expect(page).toHaveURL("/admin/news");

  await page.getByRole("button", { name: "Write news" }).click();
  const dialog = page.getByRole("dialog", { name: "Write news" });
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expect(dialog.getByText("Enter a title")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Title" }).fill(TITLE);
  await dialog.getByRole("textbox", { name: "Summary" }).fill("A summary for the list.");
  const text = dialog.getByRole("textbox", { name: "Text" });
  await text.click();
  await page.keyboard.type("The full story, ");
  await dialog.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("in bold");
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("table", { name: "News" }).getByRole("row").filter({ hasText: TITLE });
  await expect(row).toContainText("Draft");
  await row.getByRole("button", { name: "Publish" }).click();
  const confirm = page.getByRole("dialog", { name: "Publish news" });
  await expect(confirm).toContainText(TITLE);
  await confirm.getByRole("button", { name: "Publish" }).click();
  await expect(row).toContainText("Published");

  const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await visitor.goto("/news");
  await visitor.getByRole("link", { name: new RegExp(TITLE) }).click();
  await expect(visitor.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(visitor.getByRole("article").locator("b, strong", { hasText: "in bold" })).toBeVisible();
  await visitor.context().close();
});
