import { type Browser, expect, type Page, test } from "@playwright/test";
import { navigationLink, signIn } from "./helpers.ts";

/** Run-unique, so the tag of an earlier run on a kept database never collides. */
const TAG = `E2E tag ${Date.now().toString(36).toUpperCase()}`;
/** A glossary term that is also a field label of every 2D line, so the record page marks it. */
const TERM = "Line name";
const DEFINITION = "The name the operator gave a 2D seismic line, usually survey, year and number.";
const LINE = "/catalog/Seismic_2D/S2D-0000042";

async function pageOf(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}

test("data staff add a glossary term; a customer finds it and reads it on a record page", async ({
  browser,
}) => {
  // Three users sign in and load their pages; the default 45 s is tight on a busy machine.
  test.setTimeout(90_000);
  const data = await pageOf(browser, "data-admin");
  await data.goto("/");
  await (await navigationLink(data, "Glossary")).click();
  await expect(data.getByRole("heading", { name: "Glossary", level: 1 })).toBeVisible();
  await data.getByRole("button", { name: "Add term" }).click();
  const dialog = data.getByRole("dialog", { name: "Add term" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter the term")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Term" }).fill(TERM);
  await dialog.getByRole("textbox", { name: "Definition" }).fill(DEFINITION);
  await dialog.getByRole("textbox", { name: "Category" }).fill("Seismic");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await data.getByRole("group", { name: "Letters" }).getByRole("button", { name: "L", exact: true }).click();
  const letterL = data.getByRole("region", { name: "L", exact: true });
  await expect(letterL.getByRole("definition").filter({ hasText: DEFINITION })).toBeVisible();

  const customer = await pageOf(browser, "premium");
  await customer.goto("/glossary");
  await customer.getByRole("searchbox", { name: "Search the glossary" }).fill("2d seismic line");
  await expect(customer).toHaveURL(/q=2d/);
  await expect(customer.getByRole("term").filter({ hasText: TERM })).toBeVisible();
  await expect(customer.getByRole("button", { name: "Add term" })).toHaveCount(0);
  await expect(customer.getByRole("button", { name: `Edit ${TERM}` })).toHaveCount(0);

  // The record page marks the label with the term; keyboard focus shows the definition.
  await customer.goto(LINE);
  const marked = customer.getByRole("region", { name: "Metadata" }).getByText("Line Name", { exact: true });
  await expect(marked).toHaveAccessibleDescription(DEFINITION);
  // Reached with the keyboard (a script's focus alone may not count as keyboard focus).
  await marked.focus();
  await customer.keyboard.press("Shift+Tab");
  await customer.keyboard.press("Tab");
  await expect(marked).toBeFocused();
  await expect(customer.getByRole("tooltip")).toHaveText(DEFINITION);
  await expect(marked).toHaveAccessibleDescription(DEFINITION);
  await customer.context().close();

  // Deleting asks first; the term then no longer shows.
  await data.getByRole("button", { name: `Delete ${TERM}` }).click();
  const confirm = data.getByRole("dialog", { name: "Delete term" });
  await expect(confirm).toContainText(TERM);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(data.getByRole("term").filter({ hasText: TERM })).toHaveCount(0);
  await data.context().close();
});

test("data staff add a tag and tag records; a customer sees the tag on the record page", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The data role has no catalogue: it tags a record by its id on the tag's page.
  const data = await pageOf(browser, "data-admin");
  await data.goto("/");
  await (await navigationLink(data, "Tags")).click();
  await data.getByRole("button", { name: "Add tag" }).click();
  const tagDialog = data.getByRole("dialog", { name: "Add tag" });
  await tagDialog.getByRole("textbox", { name: "Name" }).fill(TAG);
  await tagDialog.getByRole("button", { name: "Save" }).click();
  await expect(tagDialog).toBeHidden();
  const tagRow = data.getByRole("table", { name: "Tags" }).getByRole("row").filter({ hasText: TAG });
  await expect(tagRow.getByRole("cell").nth(2)).toHaveText("0");
  await tagRow.getByRole("link", { name: TAG }).click();
  await expect(data.getByRole("heading", { name: `Tag: ${TAG}`, level: 1 })).toBeVisible();
  await data.getByRole("button", { name: "Tag a record" }).click();
  const recordDialog = data.getByRole("dialog", { name: `Tag a record with ${TAG}` });
  await recordDialog.getByRole("combobox", { name: "Category" }).click();
  await data.getByRole("option", { name: "Well Log" }).click();
  await recordDialog.getByRole("textbox", { name: "Record id" }).fill("WLF-0000042");
  await recordDialog.getByRole("button", { name: "Tag record" }).click();
  await expect(recordDialog).toBeHidden();
  const records = data.getByRole("table", { name: `Records tagged ${TAG}` });
  await expect(records.getByRole("row").filter({ hasText: "WLF-0000042" })).toBeVisible();
  await data.context().close();

  // A superadmin, who has the catalogue and manages data preparation, tags a line from its page.
  const superadmin = await pageOf(browser, "superadmin");
  await superadmin.goto(LINE);
  await superadmin.getByRole("button", { name: "Edit tags" }).click();
  const editTags = superadmin.getByRole("dialog", { name: /^Tags of/ });
  await editTags.getByRole("combobox", { name: "Tag to add" }).click();
  await superadmin.getByRole("option", { name: TAG }).click();
  await editTags.getByRole("button", { name: "Add", exact: true }).click();
  await expect(editTags.getByRole("list", { name: "Tags of this record" })).toContainText(TAG);
  await editTags.getByRole("button", { name: "Done" }).click();
  await superadmin.context().close();

  const customer = await pageOf(browser, "premium");
  await customer.goto(LINE);
  await expect(customer.getByText(TAG, { exact: true })).toBeVisible();
  await expect(customer.getByRole("button", { name: "Edit tags" })).toHaveCount(0);
  await customer.context().close();
});
