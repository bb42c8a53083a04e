import { type Browser, expect, type Page, test } from "@playwright/test";
import { navigationLink, signIn } from "./helpers.ts";

/** A run-unique title, so announcements of earlier runs on a kept database never collide. */
const TITLE = `E2E announcement ${Date.now().toString(36).toUpperCase()}`;
const EDITED = `${TITLE} (edited)`;
const PATH = "/data-preparation/announcements";

async function signedInPage(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}

function table(page: Page) {
  return page.getByRole("table", { name: "Announcements" });
}

test("data-admin creates, edits and deletes an announcement; customers see it, system staff only read", async ({
  page,
  browser,
}) => {
  await signIn(page, "data-admin");
  await page.goto("/");
  await (await navigationLink(page, "Announcements")).click();
  await expect(page).toHaveURL(PATH);
  await expect(page.getByRole("heading", { name: "Announcements", level: 1 })).toBeVisible();

  // Create: the schema refuses an empty form first, then a published announcement is saved.
  await page.getByRole("button", { name: "New announcement" }).click();
  const dialog = page.getByRole("dialog", { name: "New announcement" });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Title" }).fill(TITLE);
  await dialog.getByRole("textbox", { name: "Body" }).fill("Fresh data has been published for the e2e test.");
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Well Log", exact: true }).click();
  await expect(dialog.getByRole("switch", { name: "Published" })).toBeChecked();
  // A record id that does not exist: the server's refusal shows in the dialog, then the chip goes.
  const recordIds = dialog.getByRole("combobox", { name: "Record ids" });
  await recordIds.fill("NO-SUCH-RECORD,");
  await expect(dialog.getByRole("button", { name: "NO-SUCH-RECORD" })).toBeVisible();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("alert")).toContainText('No Well Log record "NO-SUCH-RECORD"');
  await recordIds.press("Backspace");
  await expect(dialog.getByRole("button", { name: "NO-SUCH-RECORD" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Announcement created.")).toBeVisible();
  const row = table(page).getByRole("row").filter({ hasText: TITLE });
  await expect(row).toContainText("Well Log");
  await expect(row).not.toContainText("Draft");

  // A customer reads it on the New data page.
  const customer = await signedInPage(browser, "standard");
  await customer.goto("/new-data");
  await expect(customer.getByText(TITLE, { exact: true })).toBeVisible();
  await customer.context().close();

  // System staff see the list, without any write.
  const staff = await signedInPage(browser, "system-admin");
  await staff.goto(PATH);
  await expect(table(staff).getByRole("row").filter({ hasText: TITLE })).toBeVisible();
  await expect(staff.getByRole("button", { name: "New announcement" })).toHaveCount(0);
  await expect(staff.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
  await staff.context().close();

  // Edit its title.
  await row.getByRole("button", { name: `Edit ${TITLE}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit announcement" });
  await expect(editor.getByRole("textbox", { name: "Title" })).toHaveValue(TITLE);
  await editor.getByRole("textbox", { name: "Title" }).fill(EDITED);
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText("Announcement saved.")).toBeVisible();
  const edited = table(page).getByRole("row").filter({ hasText: EDITED });
  await expect(edited).toBeVisible();

  // Delete after confirming: cancelling first keeps it.
  await edited.getByRole("button", { name: `Delete ${EDITED}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete announcement" });
  await expect(confirm).toContainText(EDITED);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole("button", { name: `Delete ${EDITED}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Announcement deleted.")).toBeVisible();
  await expect(table(page).getByText(TITLE)).toHaveCount(0);
});
