import { expect, test } from "@playwright/test";
import { navigationLink, signIn } from "./helpers.ts";

/** Run-unique, so accounts of earlier runs on a kept database never collide. */
const NAME = `E2E loader ${Date.now().toString(36).toUpperCase()}`;

test("data staff create a service account, its key signs in and reads the catalogue, a new scope lets it mirror a GIS user, and revoking refuses it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "data-admin");
  await page.goto("/");
  await (await navigationLink(page, "Service accounts")).click();
  await expect(page).toHaveURL("/admin/service-accounts");

  await page.getByRole("button", { name: "Create service account" }).click();
  const create = page.getByRole("dialog", { name: "Create service account" });
  await create.getByRole("textbox", { name: "Name" }).fill(NAME);
  await expect(create.getByRole("checkbox", { name: /Catalogue \(read\)/ })).toBeChecked();
  await create.getByRole("button", { name: "Create" }).click();

  // The key, shown once, with its warning.
  const shown = page.getByRole("dialog", { name: `API key for ${NAME}` });
  await expect(shown.getByText("It is shown only once")).toBeVisible();
  const apiKey = await shown.getByRole("textbox", { name: "API key" }).inputValue();
  expect(apiKey).toMatch(/^strata_sk_/);

  // The machine client: sign in with the key, read the catalogue with the token.
  const signInResponse = await page.request.post("/api/service-accounts/sign-in", { data: { apiKey } });
  expect(signInResponse.status()).toBe(200);
  const { accessToken } = (await signInResponse.json()) as { accessToken: string };
  const bearer = { authorization: `Bearer ${accessToken}` };
  const catalogue = await page.request.get("/api/catalogs", { headers: bearer });
  expect(catalogue.status()).toBe(200);
  expect(((await catalogue.json()) as { categories: unknown[] }).categories.length).toBeGreaterThan(0);

  // Its page lists the audited call; revoking asks first, then refuses the token at once.
  await shown.getByRole("button", { name: "I have copied the key" }).click();
  await expect(page.getByRole("heading", { name: NAME })).toBeVisible();
  const calls = page.getByRole("table", { name: "Recent calls" });
  await expect(calls.getByRole("row", { name: /GET \/api\/catalogs/ })).toBeVisible();

  // Without the GIS users scope the GIS side refuses to mirror; staff add it, and the next call passes.
  const customer = await browser.newPage();
  // A customer the demo has not mirrored (its "GIS side sync" mirrored standard and premium).
  await signIn(customer, "research");
  const { user } = (await (await customer.request.get("/api/users/me")).json()) as { user: { id: string } };
  await customer.close();
  // A GIS server signs in to /gis with HTTP basic: the account's id (from its page's address) and key.
  const accountId = page.url().split("/").pop()!;
  const gisAuthorization = `Basic ${Buffer.from(`${accountId}:${apiKey}`).toString("base64")}`;
  const mirror = () =>
    request.post("/gis/user/create", {
      headers: { authorization: gisAuthorization },
      data: { userId: user.id },
    });
  expect((await mirror()).status()).toBe(403);
  const gisUsers = page.getByRole("table", { name: "GIS users" });
  await expect(gisUsers).toContainText("No GIS users");
  await page.getByRole("button", { name: "Change scopes" }).click();
  const scopes = page.getByRole("dialog", { name: `Change the scopes of ${NAME}` });
  await scopes.getByRole("checkbox", { name: /^GIS side: users/ }).check();
  await scopes.getByRole("button", { name: "Save scopes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `Scopes of ${NAME} saved.` })).toBeVisible();
  await expect(page.getByText(/Catalogue \(read\).*GIS side: users/)).toBeVisible();
  expect((await mirror()).status()).toBe(200);
  await page.reload();
  // A reload fetches the page anew; a busy machine can take a while.
  await expect(gisUsers.getByRole("row", { name: /research@/ })).toContainText("Research", {
    timeout: 30_000,
  });
  await expect(calls.getByRole("row", { name: /Scopes changed/ })).toBeVisible();

  await page.getByRole("button", { name: "Revoke" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke this service account?" });
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(page.locator('[data-status="revoked"]')).toBeVisible();
  expect((await page.request.get("/api/catalogs", { headers: bearer })).status()).toBe(401);
});
