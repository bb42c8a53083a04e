import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { AuthModule } from "../modules/auth/index.ts";
import type { JobRunner } from "../plugins/jobs.ts";
import type { Realtime } from "../plugins/realtime.ts";
import type { ObjectStorage } from "../plugins/storage.ts";
import type { Outbox } from "./outbox.ts";

/** What the business modules (registration, applications, subscriptions, …) are built from. */
export interface ModuleDeps {
  db: Database;
  config: Config;
  auth: AuthModule;
  storage: ObjectStorage;
  jobs: JobRunner;
  realtime: Realtime;
  outbox: Outbox;
}
