import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { logSerializers } from "./lib/log-redaction.ts";
import { createPortalOrigin } from "./lib/origin.ts";
import { createOutbox } from "./lib/outbox.ts";
import { registerAccessTokenRoutes } from "./modules/access-tokens/index.ts";
import { registerActivationRoutes } from "./modules/activation/index.ts";
import { registerAdministratorRoutes } from "./modules/administrators/index.ts";
import { registerApplicationModule } from "./modules/applications/index.ts";
import { registerAuthModule } from "./modules/auth/index.ts";
import { registerCatalogRoutes } from "./modules/catalogs/index.ts";
import { registerContactRoutes } from "./modules/contact/index.ts";
import { registerCoreAnalysisModule } from "./modules/core-analysis/index.ts";
import { registerCreditsModule } from "./modules/credits/index.ts";
import { registerCuratedPackagesModule } from "./modules/curated-packages/index.ts";
import { registerDataPacksModule } from "./modules/data-packs/index.ts";
import {
  registerBulkRecoveryJob,
  registerFilesSyncAndGis,
  registerMetadataAdminRoutes,
} from "./modules/data-preparation/index.ts";
import { registerDataRequestsModule } from "./modules/data-requests/index.ts";
import { registerDownloadsModule } from "./modules/downloads/index.ts";
import { registerEInvoiceModule } from "./modules/e-invoices/index.ts";
import { registerEulaRoutes } from "./modules/eula/index.ts";
import { registerFaqRoutes } from "./modules/faqs/index.ts";
import { listGisUsersOf, registerGisListener, registerGisModule } from "./modules/gis/index.ts";
import { registerGlossaryRoutes } from "./modules/glossary/index.ts";
import { registerInvoiceModule } from "./modules/invoices/index.ts";
import { registerMapRoutes, registerMapTiles } from "./modules/map/index.ts";
import { registerMbrModule } from "./modules/mbr/index.ts";
import { registerMbrPlusModule } from "./modules/mbr-plus/index.ts";
import { registerNewDataRoutes } from "./modules/new-data/index.ts";
import { registerNewsRoutes } from "./modules/news/index.ts";
import { registerOgcRoutes } from "./modules/ogc/index.ts";
import { registerOrganisationsModule } from "./modules/organisations/index.ts";
import { registerPaymentModule } from "./modules/payments/index.ts";
import { registerProductionDataModule } from "./modules/production-data/index.ts";
import { registerReferenceDataModule } from "./modules/reference-data/index.ts";
import { registerRegistrationModule } from "./modules/registration/index.ts";
import { registerReports } from "./modules/reports/index.ts";
import {
  auditServiceAccountCalls,
  registerServiceAccountRoutes,
  withServiceAccounts,
} from "./modules/service-accounts/index.ts";
import { registerStaticContentRoutes } from "./modules/static-content/index.ts";
import { registerStaticOverviewRoutes } from "./modules/static-overview/index.ts";
import { registerStudyDocumentsModule } from "./modules/study-documents/index.ts";
import { registerSubscriptionModule } from "./modules/subscriptions/index.ts";
import { registerTagRoutes } from "./modules/tags/index.ts";
import { registerTechnicalStudiesModule } from "./modules/technical-studies/index.ts";
import { registerUploadRoutes } from "./modules/uploads/index.ts";
import { registerUserRoutes } from "./modules/users/index.ts";
import { registerVdrAccessModule } from "./modules/vdr-access/index.ts";
import { queuePreviewCaches, registerVisualisationModule } from "./modules/visualisation/index.ts";
import { registerWellAnalyticsModule } from "./modules/well-analytics/index.ts";
import { registerAccessControl } from "./plugins/access.ts";
import { frameworkErrors, registerErrorHandling } from "./plugins/errors.ts";
import { registerHealth } from "./plugins/health.ts";
import { registerInputGuard } from "./plugins/input.ts";
import { registerJobRunner } from "./plugins/jobs.ts";
import { createMailer, type Mailer } from "./plugins/mail.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerObjectStorage } from "./plugins/object-storage.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { attachRealtime } from "./plugins/realtime.ts";
import { registerRequestLog } from "./plugins/request-log.ts";
import { registerSecurityHeaders, registerSocketSecurityHeaders } from "./plugins/security-headers.ts";
import { closeConnectionsWhileStopping } from "./plugins/shutdown.ts";
import { registerStatementClasses } from "./plugins/statement-class.ts";
import {
  registerIdleConnectionHandling,
  registerMinimumBodyRate,
  timeoutOptions,
} from "./plugins/timeouts.ts";
import { registerWebApp } from "./plugins/web-app.ts";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  /** `stream` lets a test read the log lines. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** Builds the whole app from explicit dependencies, so tests build exactly what production runs. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            ...(typeof deps.logger === "object" ? deps.logger : { level: config.logLevel }),
            serializers: logSerializers,
          },
    trustProxy: config.trustProxy,
    // plugins/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    ...timeoutOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  registerInputGuard(app);
  registerStatementClasses(app);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestLog(app);
  registerIdleConnectionHandling(app);
  registerMinimumBodyRate(app, config);
  await registerSecurityHeaders(app, config);

  await app.register(cookie);
  await app.register(formbody);
  await registerOpenApi(app, config);

  const mailer = deps.mailer ?? createMailer(config, app.log);
  const auth = await registerAuthModule(app, {
    config,
    db: database.db,
    // The outbox is made below with the job runner; sign-in and reset e-mails are only sent by
    // requests, once the app is ready and the outbox exists.
    sendMail: (message) => outbox.queue(database.db, message),
  });
  app.register(
    (scope) => registerActivationRoutes(scope, { db: database.db, hashPassword: auth.hashPassword }),
    {
      prefix: "/api/activation",
    },
  );
  const origin = createPortalOrigin(config);
  // A bearer token is a service account's; a cookie is a person's (sockets take cookies only).
  registerAccessControl(
    app,
    withServiceAccounts(database.db, auth.resolveViewer, config.signInLimits),
    origin,
  );
  auditServiceAccountCalls(app, database.db);
  const storage = await registerObjectStorage(app, config);
  const jobs = registerJobRunner(app, {
    database,
    concurrency: config.jobConcurrency,
    exclusive: database.kind === "pglite",
  });
  registerBulkRecoveryJob({ db: database.db, jobs });
  // Before attachRealtime, so its connections close after socket.io (hooks close in reverse order).
  // The Redis client is loaded only when used.
  const adapter = config.redisUrl
    ? await (await import("./plugins/realtime-redis.ts")).connectRedisAdapter(app, config.redisUrl)
    : undefined;
  const realtime = attachRealtime(app, { resolveViewer: auth.resolveViewer, origin, adapter });
  registerSocketSecurityHeaders(realtime.io, config);
  registerHealth(app, { config, database, storage, pingRedis: adapter?.ping });
  closeConnectionsWhileStopping(app);
  registerMetrics(app, { config, database });
  const outbox = createOutbox(jobs, mailer);
  app.decorate("outbox", outbox);
  const tiles = registerMapTiles(app, { db: database.db, warming: config.tileWarming });

  await app.register(
    async (api) => {
      registerUserRoutes(api, { db: database.db, auth });
      registerAccessTokenRoutes(api, { db: database.db });
      registerStaticContentRoutes(api, { db: database.db });
      // The data catalogue and what surrounds it.
      registerCatalogRoutes(api, { db: database.db });
      registerMapRoutes(api, { db: database.db, mapTiles: config.mapTiles, tiles });
      registerNewDataRoutes(api, { db: database.db });
      registerGlossaryRoutes(api, { db: database.db });
      registerTagRoutes(api, { db: database.db });
      registerMetadataAdminRoutes(api, { db: database.db, config });
      registerFilesSyncAndGis(api, {
        db: database.db,
        config,
        storage,
        jobs,
        realtime,
        // A sync of seismic data or well logs is followed by the preview caches of what it linked.
        afterSync: (type) => queuePreviewCaches(jobs, type),
      });
      const deps = { db: database.db, config, auth, storage, jobs, realtime, outbox };
      registerReferenceDataModule(api, deps);
      registerOrganisationsModule(api, deps);
      registerRegistrationModule(api, deps);
      registerUploadRoutes(api, deps);
      registerApplicationModule(api, deps);
      registerAdministratorRoutes(api, deps);
      registerSubscriptionModule(api, deps);
      registerCreditsModule(api, deps);
      registerDownloadsModule(api, deps);
      registerDataRequestsModule(api, deps);
      registerCuratedPackagesModule(api, deps);
      registerMbrModule(api, deps);
      registerMbrPlusModule(api, deps);
      registerVdrAccessModule(api, deps);
      registerDataPacksModule(api, deps);
      registerEInvoiceModule(api, deps);
      registerInvoiceModule(api, deps);
      registerPaymentModule(api, deps);
      registerServiceAccountRoutes(api, { ...deps, listGisUsersOf });
      registerNewsRoutes(api, deps);
      registerFaqRoutes(api, deps);
      registerStaticOverviewRoutes(api, deps);
      registerContactRoutes(api, deps);
      registerEulaRoutes(api, deps);
      registerReports(api, deps);
      registerVisualisationModule(api, deps);
      registerProductionDataModule(api, deps);
      registerCoreAnalysisModule(api, deps);
      registerWellAnalyticsModule(api, deps);
      registerStudyDocumentsModule(api, deps);
      registerTechnicalStudiesModule(api, deps);
    },
    { prefix: "/api" },
  );
  await app.register(async (ogc) => registerOgcRoutes(ogc, { db: database.db, config }), { prefix: "/ogc" });
  await app.register(async (gis) => registerGisModule(gis, { db: database.db, storage }), { prefix: "/gis" });
  registerGisListener(app, config);

  registerWebApp(app, config);
  return app;
}
