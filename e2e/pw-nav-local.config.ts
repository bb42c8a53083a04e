import base from "./playwright.config.ts";

export default {
  ...base,
  expect: { timeout: 20_000 },
  timeout: 90_000,
  webServer: { ...base.webServer, timeout: 480_000, reuseExistingServer: true },
};
