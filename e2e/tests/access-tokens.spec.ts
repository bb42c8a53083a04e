import { expect, test } from "./catalog-helpers.ts";
import { demoEmail } from "./helpers.ts";

/**
 * Personal access tokens (issue 29, decision 0226): a standard user with the MBR add-on makes a token for QGIS, a GIS client
 * (a request context of its own, with no cookie) opens the layers with it — the bid-round blocks
 * among them, as the user's plan allows — and once revoked the token is refused.
 */
test.use({ login: "standard-mbr" });

test("a standard user with the MBR add-on makes an access token for QGIS, a client opens the bid-round blocks with it, and revoking it refuses the client", async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `QGIS ${Date.now()}`;
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Access tokens (GIS)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Access tokens for GIS clients" })).toBeVisible();
  await expect(page.getByText(`${new URL(baseURL!).origin}/ogc`).first()).toBeVisible();

  await page.getByRole("button", { name: "New access token" }).click();
  const form = page.getByRole("dialog", { name: "New access token" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("button", { name: "Create token" }).click();
  const shown = page.getByRole("dialog", { name: `Access token ${name}` });
  const secret = await shown.getByRole("textbox", { name: "Access token" }).inputValue();
  expect(secret).toMatch(/^strata_pat_/);
  await expect(shown).toContainText(demoEmail("standard-mbr"));
  await shown.getByRole("button", { name: "I have copied the token" }).click();

  const row = page
    .getByRole("table", { name: "Your access tokens" })
    .getByRole("row")
    .filter({ hasText: name });
  await expect(row).toContainText("Active");
  await expect(row).toContainText(secret.slice(0, 17));

  const gis = await playwright.request.newContext({ baseURL });
  const authorization = `Basic ${Buffer.from(`${demoEmail("standard-mbr")}:${secret}`).toString("base64")}`;
  const collections = await gis.get("/ogc/collections", { headers: { authorization } });
  expect(collections.status()).toBe(200);
  const ids = ((await collections.json()) as { collections: { id: string }[] }).collections.map((c) => c.id);
  expect(ids).toEqual(expect.arrayContaining(["wells", "bid-round-blocks"]));

  await page.reload();
  await expect(row).not.toContainText("Never");
  await row.getByRole("button", { name: "Revoke" }).click();
  await page
    .getByRole("dialog", { name: `Revoke ${name}?` })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(row).toContainText("Revoked");
  expect((await gis.get("/ogc/collections", { headers: { authorization } })).status()).toBe(401);
  await gis.dispose();
});
