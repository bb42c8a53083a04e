import path from "node:path";
import { z } from "zod";
import { AuthLibraryError } from "./lib/auth-library-error.ts";
import type { S3Options } from "./plugins/storage-s3.ts";

/** Every environment variable the server reads; each is documented in .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Strata <no-reply@strata.test>"),
  SEED_DEMO: z.enum(["auto", "true", "false"]).default("auto"),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, "must be an http(s) URL template with {z}, {x} and {y}")
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().default(""),
  /** Unset: 7, or -1 (off) under NODE_ENV=test, whose apps warm only where a test asks. */
  MAP_TILE_WARM_MAX_ZOOM: z.coerce.number().int().min(-1).max(12).optional(),
  MAP_TILE_WARM_POLL_SECONDS: z.coerce.number().min(0.01).max(3600).default(5),
  MAP_TILE_WARM_QUIET_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  SIGN_IN_LIMIT_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(10),
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  SIGN_IN_LOCK_SECONDS: z.coerce.number().int().min(1).default(60),
  SIGN_IN_LOCK_MAX_SECONDS: z.coerce.number().int().min(1).default(3600),
  SIGN_IN_MAIL_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  SIGN_IN_MAIL_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).default(600_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(0).default(72_000),
  HTTP_BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).max(1_000_000_000).default(1024),
  HTTP_BODY_RATE_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  READY_CHECK_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters (e.g. openssl rand -hex 32)").optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** The GIS-side API (/gis) also on a port of its own (section 7's "separate host"); unset: the portal's port only. */
  GIS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The interface GIS_PORT binds; HOST unless given. */
  GIS_HOST: z.string().optional(),
  /** Set by npm to the directory it was run from; `npm start -w` itself runs in the workspace. */
  INIT_CWD: z.string().optional(),
  // Billing (docs/decisions.md "Billing"): tax, the seller on invoices, the outside services.
  SST_RATE_BP: z.coerce.number().int().min(0).max(10_000).default(800),
  INVOICE_DUE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  DOWNLOAD_PACKAGE_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SELLER_NAME: z.string().default("Strata Petroleum Data Repository Sdn. Bhd."),
  SELLER_REGISTRATION_NUMBER: z.string().default("202401000001 (1550001-X)"),
  SELLER_TAX_ID: z.string().default("C25000000010"),
  SELLER_SST_NUMBER: z.string().default("W10-2401-32000001"),
  SELLER_ADDRESS: z.string().default("Level 30, Menara Strata, Jalan Ampang, 50450 Kuala Lumpur, Malaysia"),
  SELLER_EMAIL: z.string().default("billing@strata.test"),
  /** Unset: `npm start` runs the sandbox gateway (src/sandboxes) and talks to it. */
  PAYMENT_GATEWAY_URL: z.string().url().optional(),
  PAYMENT_GATEWAY_API_KEY: z.string().default("sandbox-api-key"),
  PAYMENT_GATEWAY_SIGNATURE_KEY: z.string().default("sandbox-signature-key"),
  /** The sandbox gateway's port when main.ts starts it (0: any free port). */
  PAYMENT_GATEWAY_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /** The seller's bank account a bank transfer goes to (demo values; set the real ones in production). */
  SELLER_BANK_NAME: z.string().default("Maybank Berhad"),
  SELLER_BANK_ACCOUNT_NAME: z.string().default("Strata Petroleum Data Repository Sdn. Bhd."),
  SELLER_BANK_ACCOUNT_NUMBER: z.string().default("5140 1234 5678"),
  SELLER_BANK_SWIFT: z.string().default("MBBEMYKL"),
  /** Unset: `npm start` runs the sandbox e-invoice server (src/sandboxes) and talks to it. */
  EINVOICE_API_URL: z.string().url().optional(),
  EINVOICE_CLIENT_ID: z.string().default("sandbox-client"),
  EINVOICE_CLIENT_SECRET: z.string().default("sandbox-secret"),
  /** The port of the sandbox e-invoice server `npm start` runs when EINVOICE_API_URL is unset (0: any free port). */
  EINVOICE_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** How long one request to the e-invoice API may take before it counts as a timeout. */
  EINVOICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  // Scale-out (docs/decisions.md "Scaling out"): files in an S3-compatible bucket, rooms across instances.
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)",
    )
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL")
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface SignInLimits {
  /** Failed sign-ins to one account from one address before its lock starts. */
  perAccountAddress: number;
  /** Failed sign-ins from one address, to any accounts, before its lock starts. */
  perAddress: number;
  /** The first lock; each further failure doubles it, up to maxLockSeconds. */
  lockSeconds: number;
  maxLockSeconds: number;
  /** Sign-in-link and password-reset e-mails an hour, per account and per address. */
  mailPerAccount: number;
  mailPerAddress: number;
}

/** Billing settings (money in sen; the tax rate in basis points). */
export interface BillingConfig {
  sstRateBp: number;
  invoiceDueDays: number;
  seller: {
    name: string;
    registrationNumber: string;
    taxId: string;
    sstNumber: string;
    address: string;
    email: string;
  };
  /** null: the sandbox gateway is started by main.ts (or by the tests) and its URL filled in. */
  gateway: { url: string | null; apiKey: string; signatureKey: string; sandboxPort: number };
  /** Where bank transfers go (shown on the pay page). */
  bankAccount: { bankName: string; accountName: string; accountNumber: string; swiftCode: string };
  /** null: the sandbox e-invoice server is started by main.ts (or by the tests) and its URL filled in. */
  eInvoice: {
    url: string | null;
    clientId: string;
    clientSecret: string;
    /** The sandbox's port when main.ts starts it (0: any free port). */
    sandboxPort: number;
    /** One request's time limit in milliseconds. */
    timeoutMs: number;
  };
}

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * `PUBLIC_URL` without a trailing slash, or null when unset: then links and response urls use the
   * origin each request came to (lib/origin.ts).
   */
  publicUrl: string | null;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: Env["SEED_DEMO"];
  webDistDir: string;
  logLevel: Env["LOG_LEVEL"];
  secureCookies: boolean;
  /** Fastify's trustProxy: false, true, or the addresses of the proxies in front. */
  trustProxy: boolean | string;
  /** Limits of sign-in and of sign-in e-mails (modules/auth/rate-limit.ts). */
  signInLimits: SignInLimits;
  /** Durable jobs (storage sync…) this instance runs at once; 0: it only queues them for other instances. */
  jobConcurrency: number;
  /** Raster tiles under the map's data layers; null keeps the offline basemap. */
  mapTiles: { url: string; attribution: string } | null;
  /** Low-zoom map tiles made ahead into this instance's cache (modules/map/tile-warmer.ts); maxZoom -1: off. */
  tileWarming: { maxZoom: number; pollMs: number; quietMs: number };
  /** PUBLIC_URL as set (no trailing slash), or undefined: then the API document names the origin each request came to. */
  configuredPublicUrl: string | undefined;
  /** Slow-client limits in milliseconds (0: none); see plugins/timeouts.ts. */
  httpTimeouts: { headersMs: number; requestMs: number; idleMs: number; keepAliveMs: number };
  /** A request body slower on average than `minBytesPerSecond` after `graceMs` is cut (0: never); plugins/timeouts.ts. */
  bodyRate: { minBytesPerSecond: number; graceMs: number };
  /** How long each of /readyz's checks (database, storage, Redis, job queue) may take before it counts as down. */
  readyCheckTimeoutMs: number;
  /** How long running requests may take to finish after SIGTERM before the process exits anyway. */
  shutdownGraceMs: number;
  /**
   * Prometheus metrics (plugins/metrics.ts): on the public port only with this Bearer token, and/or
   * on a listener of their own (port null: none).
   */
  metrics: { token: string | null; port: number | null; host: string };
  /** The GIS-side API's own listener (modules/gis/listener.ts; port null: the portal's port only). */
  gis: { port: number | null; host: string };
  billing: BillingConfig;
  /** The S3-compatible bucket files live in, or null: the local directory DATA_DIR/storage. */
  s3: S3Options | null;
  /** Redis through which socket.io rooms span instances, or null: rooms of this instance only. */
  redisUrl: string | null;
  /** Download packages: days a ready package stays downloadable. */
  downloads: { packageTtlDays: number };
}

export const DEV_SECRET = "strata-development-secret-change-me-in-production";

/** The repository root: where `npm start` is run, whatever directory npm runs the server in. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production") {
    const problem = authSecretProblem(env.AUTH_SECRET);
    if (problem) {
      const text = `${problem} Generate one with: openssl rand -hex 32`;
      // No secret at all is the library's MissingSecretError (NO_SECRET, section 8).
      throw env.AUTH_SECRET ? new Error(text) : new AuthLibraryError("MissingSecretError", text);
    }
  }
  if (env.HTTP_REQUEST_TIMEOUT_MS > 0 && env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error(
      "Invalid environment:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS",
    );
  }
  const dataDir = resolveDataDir(env.DATA_DIR, env.INIT_CWD);
  const s3 = s3OptionsOf(env);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, "") : null,
    authSecret: env.AUTH_SECRET ?? DEV_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    seedDemo: env.SEED_DEMO,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL("../../web/dist", import.meta.url).pathname),
    logLevel: env.LOG_LEVEL,
    secureCookies: env.NODE_ENV === "production",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mapTiles: env.MAP_TILE_URL ? { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION } : null,
    tileWarming: {
      maxZoom: env.MAP_TILE_WARM_MAX_ZOOM ?? (env.NODE_ENV === "test" ? -1 : 7),
      pollMs: env.MAP_TILE_WARM_POLL_SECONDS * 1000,
      quietMs: env.MAP_TILE_WARM_QUIET_SECONDS * 1000,
    },
    signInLimits: {
      perAccountAddress: env.SIGN_IN_LIMIT_PER_ACCOUNT_ADDRESS,
      perAddress: env.SIGN_IN_LIMIT_PER_ADDRESS,
      lockSeconds: env.SIGN_IN_LOCK_SECONDS,
      maxLockSeconds: Math.max(env.SIGN_IN_LOCK_MAX_SECONDS, env.SIGN_IN_LOCK_SECONDS),
      mailPerAccount: env.SIGN_IN_MAIL_LIMIT_PER_ACCOUNT,
      mailPerAddress: env.SIGN_IN_MAIL_LIMIT_PER_ADDRESS,
    },
    jobConcurrency: env.JOB_CONCURRENCY,
    configuredPublicUrl: env.PUBLIC_URL?.replace(/\/$/, ""),
    httpTimeouts: {
      headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
      idleMs: env.HTTP_IDLE_TIMEOUT_MS,
      keepAliveMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    bodyRate: { minBytesPerSecond: env.HTTP_BODY_MIN_BYTES_PER_SECOND, graceMs: env.HTTP_BODY_RATE_GRACE_MS },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    readyCheckTimeoutMs: env.READY_CHECK_TIMEOUT_MS,
    metrics: { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null, host: env.METRICS_HOST },
    gis: { port: env.GIS_PORT ?? null, host: env.GIS_HOST ?? env.HOST },
    downloads: { packageTtlDays: env.DOWNLOAD_PACKAGE_TTL_DAYS },
    billing: {
      sstRateBp: env.SST_RATE_BP,
      invoiceDueDays: env.INVOICE_DUE_DAYS,
      seller: {
        name: env.SELLER_NAME,
        registrationNumber: env.SELLER_REGISTRATION_NUMBER,
        taxId: env.SELLER_TAX_ID,
        sstNumber: env.SELLER_SST_NUMBER,
        address: env.SELLER_ADDRESS,
        email: env.SELLER_EMAIL,
      },
      gateway: {
        url: env.PAYMENT_GATEWAY_URL ?? null,
        apiKey: env.PAYMENT_GATEWAY_API_KEY,
        signatureKey: env.PAYMENT_GATEWAY_SIGNATURE_KEY,
        sandboxPort: env.PAYMENT_GATEWAY_SANDBOX_PORT,
      },
      bankAccount: {
        bankName: env.SELLER_BANK_NAME,
        accountName: env.SELLER_BANK_ACCOUNT_NAME,
        accountNumber: env.SELLER_BANK_ACCOUNT_NUMBER,
        swiftCode: env.SELLER_BANK_SWIFT,
      },
      eInvoice: {
        url: env.EINVOICE_API_URL ?? null,
        clientId: env.EINVOICE_CLIENT_ID,
        clientSecret: env.EINVOICE_CLIENT_SECRET,
        sandboxPort: env.EINVOICE_SANDBOX_PORT,
        timeoutMs: env.EINVOICE_TIMEOUT_MS,
      },
    },
    s3,
    redisUrl: env.REDIS_URL ?? null,
  };
}

const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;

/**
 * Any S3_* variable asks for S3 storage; then a bucket and its region are needed, and the key pair
 * comes whole or not at all (none: the SDK's credential chain, e.g. an instance role). A half-set
 * configuration is refused at start rather than silently keeping files on the local disk.
 */
function s3OptionsOf(env: Env): S3Options | null {
  const set = S3_VARIABLES.filter((name) => env[name] !== undefined);
  if (set.length === 0) return null;
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push("S3_BUCKET: must be set when any S3_* variable is");
  if (!env.S3_REGION) problems.push("S3_REGION: must be set when any S3_* variable is (e.g. us-east-1)");
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push(
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default credential chain",
    );
  }
  if (problems.length > 0) {
    throw new Error(
      `Invalid environment (S3 storage, set: ${set.join(", ")}):\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
  }
  return {
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/**
 * Why a production AUTH_SECRET is unfit, or null. Anyone who knows the secret can forge sessions
 * and CSRF tokens, so the public development default, a placeholder and a guessable string are refused.
 */
export function authSecretProblem(secret: string | undefined): string | null {
  if (!secret) return "AUTH_SECRET must be set when NODE_ENV=production (at least 32 random characters).";
  if (secret === DEV_SECRET || /change-?me/i.test(secret))
    return "AUTH_SECRET is the public development default or a placeholder; set a secret of your own.";
  if (secret.length < 32) return "AUTH_SECRET is too short: use at least 32 random characters.";
  if (new Set(secret).size < 8) return "AUTH_SECRET is too guessable (fewer than 8 different characters).";
  return null;
}

/**
 * Unset, DATA_DIR is the repository root's ./data (as the README says), wherever the server runs;
 * a relative DATA_DIR is taken from the directory the command was run in (npm's INIT_CWD).
 */
export function resolveDataDir(dataDir: string | undefined, initCwd: string | undefined): string {
  if (!dataDir) return path.join(REPO_ROOT, "data");
  return path.resolve(initCwd ?? process.cwd(), dataDir);
}

/** Unset: the client address is the socket's, so X-Forwarded-For cannot dodge the per-address sign-in limit. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === "false") return false;
  return value === "true" ? true : value;
}
