import { expect, test } from "@playwright/test";
import { mainNavigation, navigationLink, signIn } from "./helpers.ts";

/** Run-unique, so messages of earlier runs on a kept database never collide. */
const SUBJECT = `E2E question ${Date.now().toString(36).toUpperCase()}`;

test("a customer accepts the new EULA once; a visitor's message reaches the staff inbox", async ({
  page,
  browser,
}) => {
  // mpm-study accepted the first EULA version, not the one in force (demo data).
  await signIn(page, "mpm-study");
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Please accept the updated EULA" });
  await expect(dialog).toContainText("may not be resold");
  await dialog.getByRole("button", { name: "Accept" }).click();
  await expect(dialog).toBeHidden();

  // The next sign-in does not ask again.
  await page.context().clearCookies();
  await signIn(page, "mpm-study");
  await page.goto("/");
  await expect(mainNavigation(page)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await visitor.goto("/");
  await visitor.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).click();
  await visitor.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByText("Enter your name")).toBeVisible();
  await visitor.getByRole("textbox", { name: "Name" }).fill("Daniel Wong");
  await visitor.getByRole("textbox", { name: "E-mail" }).fill("daniel.wong@example.com");
  await visitor.getByRole("textbox", { name: "Subject" }).fill(SUBJECT);
  await visitor.getByRole("textbox", { name: "Message" }).fill("Which tier covers well logs?");
  await visitor.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByRole("status")).toContainText("your message has been sent");
  await visitor.context().close();

  await page.context().clearCookies();
  await signIn(page, "admin");
  await page.goto("/");
  await (await navigationLink(page, "Inbox")).click();
  const row = page.getByRole("table", { name: "Messages" }).getByRole("row").filter({ hasText: SUBJECT });
  await expect(row).toContainText("daniel.wong@example.com");
  await row.getByRole("button", { name: "Mark handled" }).click();
  await expect(row.getByRole("button", { name: "Mark new" })).toBeVisible();
});
