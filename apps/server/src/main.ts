import type { AddressInfo } from "node:net";
import { buildApp } from "./app.ts";
import { type Config, loadConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { recoverBulkImports } from "./modules/data-preparation/index.ts";
import { exitOnSignals } from "./plugins/shutdown.ts";
import { serveProbesWhileStarting } from "./plugins/startup-probe.ts";
import { startEInvoiceSandbox } from "./sandboxes/e-invoice/index.ts";
import { startPaymentGatewaySandbox } from "./sandboxes/payment-gateway/index.ts";
import { seedOnStart } from "./seed/on-start.ts";

/** config → probes → database → migrations → (demo data) → listen */
async function main() {
  const config = loadConfig();
  const probe = await serveProbesWhileStarting(config);
  probe?.phase("opening the database");
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  probe?.phase("migrating the database");
  await runMigrations(database);
  probe?.phase("starting");
  await recoverInterruptedImports(database);
  const eInvoiceSandbox = await startEInvoiceSandboxIfNeeded(config);
  const paymentSandbox = await startPaymentSandboxIfUnconfigured(config);
  const app = await buildApp({ config, database });
  if (eInvoiceSandbox) app.addHook("onClose", () => eInvoiceSandbox.close());
  await seedOnStart({ config, database, jobs: app.jobs, log: app.log });

  exitOnSignals({
    app,
    graceMs: config.shutdownGraceMs,
    closeRest: async () => {
      await paymentSandbox?.close();
      await database.close();
    },
  });

  await probe?.close();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Strata is serving ${servingUrl(config, app.server.address())} (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL server"})`,
  );
  if (config.env === "production" && !config.publicUrl) {
    app.log.warn(
      "PUBLIC_URL is unset: e-mailed links point at the Host of the request that caused them; set PUBLIC_URL so they never depend on a header a client chose",
    );
  }
}

/**
 * Where the server answers: the address actually bound (PORT=0 picks a free port; every interface
 * is shown as localhost, which a browser can open), with PUBLIC_URL first when set.
 */
function servingUrl(config: Config, address: AddressInfo | string | null): string {
  let bound = String(address);
  if (address && typeof address === "object") {
    const everywhere = address.address === "0.0.0.0" || address.address === "::";
    const host = everywhere
      ? "localhost"
      : address.family === "IPv6"
        ? `[${address.address}]`
        : address.address;
    bound = `http://${host}:${address.port}`;
  }
  return config.publicUrl ? `${config.publicUrl} (bound to ${bound})` : bound;
}

/**
 * A bulk upload this process was applying when it stopped is undone now (it is all or nothing). On a
 * server another instance may be applying one: only uploads silent for a minute are undone, now and
 * once more a minute later.
 */
async function recoverInterruptedImports(database: DatabaseHandle) {
  // The embedded database is this process's alone: every upload found belongs to a stopped run and
  // is undone before the first request. On a server, the recovery job (every minute, any instance)
  // undoes those whose heartbeat has gone stale.
  if (database.kind !== "pglite") return;
  const undone = await recoverBulkImports(database.db, null);
  if (undone) console.warn(`undid ${undone} bulk upload(s) interrupted by a stop`);
}

/**
 * Outside production, with no EINVOICE_API_URL, the sandbox e-invoice server runs beside the app
 * (on EINVOICE_SANDBOX_PORT) and the app talks to it, so a newcomer sees e-invoices validated.
 */
async function startEInvoiceSandboxIfNeeded(config: Config) {
  const eInvoice = config.billing.eInvoice;
  if (eInvoice.url !== null) return null;
  if (config.env === "production") {
    console.warn("EINVOICE_API_URL is unset: e-invoices are queued and retried but reach no tax authority");
    return null;
  }
  const sandbox = await startEInvoiceSandbox({
    port: eInvoice.sandboxPort,
    host: "127.0.0.1",
    clientId: eInvoice.clientId,
    clientSecret: eInvoice.clientSecret,
  });
  eInvoice.url = sandbox.url;
  console.info(`sandbox e-invoice server at ${sandbox.url} (control: ${sandbox.url}/__sandbox/state)`);
  return sandbox;
}

/**
 * No payment gateway configured and not in production: the sandbox gateway (a real HTTP server with
 * a checkout page) runs beside the app and the app talks to it. In production without a URL,
 * online payment answers 503 "Online payment is not configured" and bank transfer still works.
 */
async function startPaymentSandboxIfUnconfigured(config: ReturnType<typeof loadConfig>) {
  const { gateway } = config.billing;
  if (gateway.url || config.env === "production") return null;
  const sandbox = await startPaymentGatewaySandbox({
    port: gateway.sandboxPort,
    host: "127.0.0.1",
    apiKey: gateway.apiKey,
    signatureKey: gateway.signatureKey,
  });
  gateway.url = sandbox.url;
  console.info(`sandbox payment gateway at ${sandbox.url} (PAYMENT_GATEWAY_URL is unset)`);
  return sandbox;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
