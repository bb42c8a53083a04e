import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { build } from "esbuild";
import { DATA_DIR } from "../playwright.config.ts";
import { DEMO_PASSWORD, demoEmail } from "./helpers.ts";

/**
 * Issue 13: next-auth v4's browser client (`next-auth/react`), bundled unchanged, works against
 * /api/auth from the portal's own pages, whether the portal is reached as 127.0.0.1 (PUBLIC_URL
 * of the test server) or as localhost.
 */

/** The calls of next-auth/react this test uses, as the bundle puts them on `window.NextAuth`. */
interface NextAuthClient {
  getProviders(): Promise<Record<
    string,
    { id: string; type: string; signinUrl: string; callbackUrl: string }
  > | null>;
  getCsrfToken(): Promise<string | undefined>;
  getSession(): Promise<{ user?: { email?: string } } | null>;
  signIn(
    provider: string,
    options?: Record<string, unknown>,
  ): Promise<{ error: string | null; status: number; ok: boolean; url: string | null } | undefined>;
  signOut(options?: Record<string, unknown>): Promise<{ url: string } | undefined>;
}
declare global {
  interface Window {
    NextAuth: NextAuthClient;
  }
}

/** Served by the test on the portal's origin, so the page loads it as its own script. */
const BUNDLE_PATH = "/__e2e__/next-auth-react.js";
const MAIL_DIR = path.join(DATA_DIR, "mail");

let bundle: string;

test.beforeAll(async () => {
  // As STACK-NOTES describes: the package imports nothing from Next.js; its base path defaults to /api/auth.
  const result = await build({
    stdin: {
      contents: 'import * as client from "next-auth/react"; window.NextAuth = client;',
      resolveDir: import.meta.dirname,
      loader: "js",
    },
    bundle: true,
    format: "iife",
    platform: "browser",
    write: false,
    define: { "process.env.NODE_ENV": '"production"', "process.env": "{}" },
    logLevel: "silent",
  });
  bundle = result.outputFiles[0].text;
});

/** Opens a portal page on `origin` and loads the real client into it. */
async function openPortalPage(page: Page, origin: string, pathname = "/auth/signin") {
  await page.route(`${origin}${BUNDLE_PATH}`, (route) =>
    route.fulfill({ body: bundle, contentType: "application/javascript" }),
  );
  await page.goto(`${origin}${pathname}`);
  await loadClient(page, origin);
}

async function loadClient(page: Page, origin: string) {
  await page.addScriptTag({ url: `${origin}${BUNDLE_PATH}` });
  await page.waitForFunction(() => typeof window.NextAuth?.signIn === "function");
}

/** Every console line and every beacon to /api/auth/_log of the page. */
function watchLogs(page: Page) {
  const consoleLines: string[] = [];
  const logPosts: string[] = [];
  page.on("console", (message) => consoleLines.push(message.text()));
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/_log") logPosts.push(request.postData() ?? "");
  });
  return { consoleLines, logPosts };
}

/** The sign-in link of the newest mail to `email` that the test server wrote under DATA_DIR/mail.
 * Sign-in mails leave through the outbox after the request commits, so the file may arrive a moment
 * after the answer. */
async function mailsTo(email: string): Promise<string[]> {
  return (await readdir(MAIL_DIR).catch(() => []))
    .filter((f) => f.endsWith(".eml") && f.includes(email))
    .sort();
}

async function latestSignInLink(email: string, mailsBefore: number): Promise<URL> {
  await expect
    .poll(async () => (await mailsTo(email)).length, { message: `a new mail to ${email}`, timeout: 15_000 })
    .toBeGreaterThan(mailsBefore);
  const files = await mailsTo(email);
  const raw = await readFile(path.join(MAIL_DIR, files[files.length - 1]), "utf8");
  const text = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const match = text.match(/https?:\/\/[^\s"<>]+\/api\/auth\/callback\/email\?[^\s"<>]+/);
  expect(match, "a sign-in link in the mail").not.toBeNull();
  return new URL(match![0]);
}

// One demo account per host name, so the sign-ins of one do not count against the other.
const HOSTS = [
  { host: "127.0.0.1", login: "research" },
  { host: "localhost", login: "academic" },
];

for (const { host, login } of HOSTS) {
  test.describe(`next-auth/react on http://${host}`, () => {
    let origin: string;
    test.beforeEach(({ baseURL }) => {
      const url = new URL(baseURL!);
      url.hostname = host;
      origin = url.origin;
    });

    test("getProviders, getCsrfToken and a signed-out getSession, with nothing logged", async ({ page }) => {
      const logs = watchLogs(page);
      await openPortalPage(page, origin);

      const providers = await page.evaluate(() => window.NextAuth.getProviders());
      expect(providers?.credentials).toMatchObject({
        type: "credentials",
        callbackUrl: `${origin}/api/auth/callback/credentials`,
      });
      expect(providers?.email).toMatchObject({ type: "email", signinUrl: `${origin}/api/auth/signin/email` });
      expect(await page.evaluate(() => window.NextAuth.getCsrfToken())).toMatch(/^[0-9a-f]{64}$/);

      expect(await page.evaluate(() => window.NextAuth.getSession())).toBeNull();
      expect(await page.evaluate(() => window.NextAuth.getSession())).toBeNull();
      // Any fetch error is logged (console, then beacon) before getSession resolves; the follow-up
      // read gives a beacon already on its way the time to show up.
      await page.evaluate(() => fetch("/api/auth/csrf").then((r) => r.json()));
      expect(logs.consoleLines.filter((line) => line.includes("CLIENT_FETCH_ERROR"))).toEqual([]);
      expect(logs.logPosts).toEqual([]);
    });

    test("signIn with credentials and redirect: false carries the section-8 error values, then signs in and out", async ({
      page,
    }) => {
      await openPortalPage(page, origin);
      const signIn = (email: string, password: string) =>
        page.evaluate(
          ([e, p]) => window.NextAuth.signIn("credentials", { email: e, password: p, redirect: false }),
          [email, password] as const,
        );

      expect(await signIn(demoEmail(login), "not-the-password")).toEqual({
        error: "CredentialsSignin",
        status: 401,
        ok: false,
        url: null,
      });
      expect(await signIn(demoEmail("suspended"), DEMO_PASSWORD)).toEqual({
        error: "AccessDenied",
        status: 403,
        ok: false,
        url: null,
      });

      // The default callbackUrl is the page's full address, which the portal accepts and answers.
      const pageAddress = page.url();
      expect(await signIn(demoEmail(login), DEMO_PASSWORD)).toEqual({
        error: null,
        status: 200,
        ok: true,
        url: pageAddress,
      });
      const session = await page.evaluate(() => window.NextAuth.getSession());
      expect(session?.user?.email).toBe(demoEmail(login));

      const signedOut = await page.evaluate(() => window.NextAuth.signOut({ redirect: false }));
      expect(signedOut).toEqual({ url: page.url() });
      expect(new URL(signedOut!.url).origin).toBe(origin);
      expect(await page.evaluate(() => window.NextAuth.getSession())).toBeNull();
    });

    test("signIn with an e-mail link and redirect: false answers the verify-request page; the link works", async ({
      page,
    }) => {
      await openPortalPage(page, origin);
      const mailsBefore = (await mailsTo(demoEmail(login))).length;
      const result = await page.evaluate(
        (email) => window.NextAuth.signIn("email", { email, redirect: false, callbackUrl: "/new-data" }),
        demoEmail(login),
      );
      expect(result).toEqual({ error: null, status: 200, ok: true, url: `${origin}/auth/verify-request` });

      // E-mailed links point at PUBLIC_URL (the test server's 127.0.0.1 address) and carry the path only.
      const link = await latestSignInLink(demoEmail(login), mailsBefore);
      expect(link.origin).toBe(new URL(test.info().project.use.baseURL!).origin);
      expect(link.searchParams.get("callbackUrl")).toBe("/new-data");
    });

    test("signIn with redirect goes to the sign-in page with the error value on this origin", async ({
      page,
    }) => {
      await openPortalPage(page, origin);
      await page.evaluate(() => {
        void window.NextAuth.signIn("credentials", { email: "nobody@demo.strata.test", password: "x" });
      });
      await page.waitForURL((url) => url.pathname === "/auth/signin" && url.searchParams.has("error"));
      expect(new URL(page.url()).origin).toBe(origin);
      expect(new URL(page.url()).searchParams.get("error")).toBe("CredentialsSignin");
    });

    test("signIn and signOut with redirect go to their callback urls on this origin", async ({ page }) => {
      await openPortalPage(page, origin);
      const target = `${origin}/new-data`;
      await page.evaluate(
        ([email, password, callbackUrl]) => {
          void window.NextAuth.signIn("credentials", { email, password, callbackUrl });
        },
        [demoEmail(login), DEMO_PASSWORD, target] as const,
      );
      await page.waitForURL(target);
      await loadClient(page, origin);
      expect((await page.evaluate(() => window.NextAuth.getSession()))?.user?.email).toBe(demoEmail(login));

      await page.evaluate((callbackUrl) => {
        void window.NextAuth.signOut({ callbackUrl });
      }, `${origin}/auth/signin`);
      await page.waitForURL(`${origin}/auth/signin`);
      const session = await page.request.get(`${origin}/api/auth/session`);
      expect(await session.json()).toEqual({});
    });

    test("signIn with an e-mail link and redirect goes to the verify-request page", async ({ page }) => {
      await openPortalPage(page, origin);
      await page.evaluate((email) => {
        void window.NextAuth.signIn("email", { email });
      }, demoEmail(login));
      await page.waitForURL(`${origin}/auth/verify-request`);
    });

    test("a callbackUrl on another site is still refused", async ({ page }) => {
      await openPortalPage(page, origin);
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/callback/credentials"));
      const outcome = await page.evaluate(
        ([email, password]) =>
          window.NextAuth.signIn("credentials", {
            email,
            password,
            callbackUrl: "https://evil.example/",
            redirect: false,
          }).then(
            () => "resolved",
            () => "rejected",
          ),
        [demoEmail(login), DEMO_PASSWORD] as const,
      );
      const response = await answer;
      expect(response.status()).toBe(400);
      expect((await response.json()).error.code).toBe("INVALID_CALLBACK_URL_ERROR");
      // The refusal has no url to go to, so the client cannot treat it as a sign-in.
      expect(outcome).toBe("rejected");
      expect(await page.evaluate(() => window.NextAuth.getSession())).toBeNull();
    });

    test("the _log beacon reaches the server when a session fetch fails", async ({ page }) => {
      await openPortalPage(page, origin);
      // The portal's own session client may fetch the session too: every session fetch fails until the
      // beacon arrives, and next-auth's beacon is told from ours by its form encoding (ours posts JSON).
      await page.route(`${origin}/api/auth/session`, (route) => route.fulfill({ status: 502, json: {} }));
      const beacon = page.waitForResponse(
        (r) =>
          r.url() === `${origin}/api/auth/_log` &&
          r.request().method() === "POST" &&
          (r.request().headers()["content-type"] ?? "").startsWith("application/x-www-form-urlencoded"),
      );
      expect(await page.evaluate(() => window.NextAuth.getSession())).toBeNull();
      const response = await beacon;
      await page.unroute(`${origin}/api/auth/session`);
      expect(response.status()).toBe(200);
      const body = new URLSearchParams(response.request().postData() ?? "");
      expect(body.get("level")).toBe("error");
      expect(body.get("code")).toBe("CLIENT_FETCH_ERROR");
      expect(body.get("url")).toBe("/api/auth/session");
    });
  });
}
