import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./helpers.ts";

for (const slug of ["about-us", "eula"]) {
  test(`/${slug} renders its stored title to a signed-out visitor`, async ({ page }) => {
    const response = await page.request.get(`/api/static-content/${slug}`);
    expect(response.ok()).toBe(true);
    const { title } = (await response.json()) as { title: string };
    expect(title.trim()).not.toBe("");

    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  });
}

test("the change-password form checks its fields, then changes the password and back", async ({ page }) => {
  await signIn(page, "standard-member");
  await page.goto("/account/password");
  const current = page.getByLabel("Current password", { exact: true });
  const next = page.getByLabel("New password", { exact: true });
  const confirmation = page.getByLabel("Confirm password", { exact: true });
  const submit = page.getByRole("button", { name: "Change password", exact: true });
  const main = page.getByRole("main");

  await current.fill(DEMO_PASSWORD);
  await next.fill("short");
  await confirmation.fill("shorter");
  await submit.click();
  await expect(main.getByRole("alert")).toHaveText([
    "The password must be at least 8 characters.",
    "The passwords do not match.",
  ]);

  await next.fill("Another-pass-2026");
  await confirmation.fill("Another-pass-2027");
  await submit.click();
  await expect(main.getByRole("alert")).toHaveText(["The passwords do not match."]);

  // The demo password is shared by every test: change it, then change it back. The success toast has
  // one fixed id, so only the first change is checked through it; both are checked through the answer.
  async function change(from: string, to: string) {
    await current.fill(from);
    await next.fill(to);
    await confirmation.fill(to);
    const answer = page.waitForResponse("**/api/users/change-password");
    await submit.click();
    expect((await answer).status()).toBe(200);
    await expect(current).toHaveValue("");
    await expect(next).toHaveValue("");
    await expect(main.getByRole("alert")).toHaveCount(0);
  }
  await change(DEMO_PASSWORD, "Another-pass-2026");
  await expect(page.getByRole("alert").filter({ hasText: /^Password changed\.$/ })).toBeVisible();
  await change("Another-pass-2026", DEMO_PASSWORD);
});
