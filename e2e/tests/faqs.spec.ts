import { expect, test } from "@playwright/test";
import { signIn } from "./helpers.ts";

/** Run-unique, so items of earlier runs on a kept database never collide. */
const RUN = Date.now().toString(36).toUpperCase();
const CATEGORY = `E2E category ${RUN}`;
const QUESTION = `How do I reach the E2E desk ${RUN}?`;

test("staff add a category and a published FAQ; a visitor finds it by search; staff delete both", async ({
  page,
  browser,
}) => {
  // Two signed-in contexts and six writes: more than the default on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, "admin");
  await page.goto("/admin/faqs");

  await page.getByRole("button", { name: "Add category" }).click();
  const categoryDialog = page.getByRole("dialog", { name: "Add category" });
  await categoryDialog.getByRole("textbox", { name: "Name" }).fill(CATEGORY);
  await categoryDialog.getByRole("button", { name: "Save" }).click();
  await expect(categoryDialog).toBeHidden();
  const categoryRow = page
    .getByRole("table", { name: "FAQ categories" })
    .getByRole("row")
    .filter({ hasText: CATEGORY });
  // The FAQs column counts the category's questions.
  const faqCount = categoryRow.getByRole("cell").nth(2);
  await expect(faqCount).toHaveText("0");

  await page.getByRole("button", { name: "Add FAQ" }).click();
  const faqDialog = page.getByRole("dialog", { name: "Add FAQ" });
  await faqDialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: CATEGORY }).click();
  await faqDialog.getByRole("textbox", { name: "Question" }).fill(QUESTION);
  await faqDialog.getByRole("textbox", { name: "Answer" }).click();
  await page.keyboard.type("Write to the desk from the contact page.");
  await faqDialog.getByRole("checkbox", { name: /Published/ }).check();
  await faqDialog.getByRole("button", { name: "Save" }).click();
  await expect(faqDialog).toBeHidden();
  const faqRow = page.getByRole("table", { name: "FAQs" }).getByRole("row").filter({ hasText: QUESTION });
  await expect(faqRow).toContainText("Published");
  await expect(faqRow).toContainText(CATEGORY);
  await expect(faqCount).toHaveText("1");

  const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await visitor.goto("/faqs");
  await visitor.getByRole("searchbox", { name: "Search the FAQs" }).fill(`E2E desk ${RUN}`);
  await expect(visitor).toHaveURL(/[?&]q=/);
  await expect(visitor.getByRole("heading", { name: CATEGORY, level: 2 })).toBeVisible();
  await visitor.getByRole("button", { name: QUESTION }).click();
  await expect(visitor.getByText("Write to the desk from the contact page.")).toBeVisible();
  await visitor.context().close();

  await faqRow.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete FAQ" }).getByRole("button", { name: "Delete" }).click();
  await expect(faqRow).toBeHidden();
  await categoryRow.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete category" }).getByRole("button", { name: "Delete" }).click();
  await expect(categoryRow).toBeHidden();
});
