import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://127.0.0.1:3210";
const login = process.env.LOGIN ?? "standard";
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 1400, height: 900 } });
await context.addInitScript(() => { window.__STRATA_E2E__ = true; });
const page = await context.newPage();
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log("console:", m.type(), m.text().slice(0, 300)); });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
const csrf = await (await page.request.get("/api/auth/csrf")).json();
const r = await page.request.post("/api/auth/callback/credentials", { form: { csrfToken: csrf.csrfToken, callbackUrl: "/", json: "true", email: `${login}@demo.strata.test`, password: "Strata-demo-2026" } });
console.log("signin", r.status());
for (const [i, p] of paths.entries()) {
  await page.goto(p);
  await page.waitForTimeout(Number(process.env.WAIT ?? 3000));
  const file = `/tmp/shots/${login}-${i}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
  console.log("shot", p, file);
}
await browser.close();
