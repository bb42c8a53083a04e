import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3210";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 1400, height: 900 } });
await context.addInitScript(() => { window.__STRATA_E2E__ = true; });
const page = await context.newPage();
page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.type(), m.text().slice(0, 300)); });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
const csrf = await (await page.request.get("/api/auth/csrf")).json();
await page.request.post("/api/auth/callback/credentials", { form: { csrfToken: csrf.csrfToken, callbackUrl: "/", json: "true", email: `standard@demo.strata.test`, password: "Strata-demo-2026" } });
const t0 = Date.now();
await page.goto("/map");
for (let i = 0; i < 10; i++) {
  await page.waitForTimeout(1000);
  const info = await page.evaluate(() => {
    const map = window.__strataMaps?.viewer;
    if (!map) return "no map";
    const layers = ["wells-point","wells-cluster","s2d-line","s3d-line","blocks-line"];
    const out = {};
    for (const l of layers) out[l] = map.getLayer(l) ? map.queryRenderedFeatures({ layers: [l] }).length : "none";
    out.s2dSource = map.querySourceFeatures("Seismic_2D").length;
    out.loading = map.getContainer().dataset.loading;
    out.vis = map.getLayoutProperty("s2d-line", "visibility");
    return JSON.stringify(out);
  });
  console.log(Date.now() - t0, info);
}
await page.screenshot({ path: "/tmp/shots/map-late.png" });
await browser.close();
