import { expect, type Locator, type Page } from "@playwright/test";

/** The one password of every demo account (apps/server/src/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = "Strata-demo-2026";

export const demoEmail = (login: string) => `${login}@demo.strata.test`;

/**
 * Signs the page's browser context in through the authentication contract (spec section 7):
 * GET /api/auth/csrf, then a form-encoded POST /api/auth/callback/credentials. The request shares
 * the context's cookie jar, so the session cookie lands where the pages read it. One attempt per
 * call: the server limits sign-ins per account and per address, and the whole suite is one address.
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  const csrf = await page.request.get("/api/auth/csrf");
  expect(csrf.ok()).toBe(true);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, callbackUrl: "/", json: "true", email: demoEmail(login), password },
  });
  expect(response.ok(), `sign-in request for ${login}`).toBe(true);
  const { url } = (await response.json()) as { url: string };
  expect(new URL(url, "http://localhost").searchParams.get("error"), `sign-in error for ${login}`).toBeNull();
  const session = await page.request.get("/api/auth/session");
  expect(((await session.json()) as { user?: { email?: string } } | null)?.user?.email).toBe(
    demoEmail(login),
  );
}

/** Fills and submits the sign-in form of /auth/signin (the page must be showing it). */
export async function submitSignInForm(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(demoEmail(login));
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The app shell's main navigation landmark (the permanent drawer at this viewport width). */
export function mainNavigation(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main navigation" });
}

/**
 * A link of the main navigation, its group opened first when it sits in a closed one (the menu is
 * grouped per role: Catalogue, Customers, Money…). Opening uses the group's own button, as a user would.
 */
export async function navigationLink(
  page: Page,
  name: string | RegExp,
  options: { exact?: boolean } = {},
): Promise<Locator> {
  const navigation = mainNavigation(page);
  const link = navigation.getByRole("link", { name, ...options });
  // The navigation renders with the shell; wait for its first entry before asking what is hidden.
  await expect(navigation.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  if (await link.isVisible()) return link;
  // A closed group's links are hidden from the accessibility tree: find the group by the label's text.
  const group = navigation
    .locator("li")
    .filter({ has: page.locator("a").filter({ has: page.getByText(name, options) }) })
    .getByRole("button", { expanded: false });
  await group.click();
  await expect(link).toBeVisible();
  return link;
}

/** The alert inside the page's main landmark: sign-in errors, not toasts (those live outside it). */
export function pageAlert(page: Page): Locator {
  return page.getByRole("main").getByRole("alert");
}
