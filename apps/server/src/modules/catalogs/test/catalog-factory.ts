import { CATALOG_REGISTRY, CATALOG_TYPES, type CatalogType } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/client.ts";
import { catalogFiles } from "../../../db/schema/index.ts";
import {
  type CatalogCounts,
  CatalogGenerator,
  type GeneratedRecord,
} from "../../../lib/demo-catalog/generate.ts";
import { insertJsonRows } from "../../../lib/insert-json-rows.ts";
import { createOrganisation, createUser, signIn, type TestUser } from "../../../test/factories.ts";
import { insertReferenceData } from "../demo-catalog.ts";
import { refreshSearchWords } from "../search-words.ts";
import { tableOf } from "../tables.ts";

/** A small catalogue for API tests: the demo generator at a few dozen records per category. */
export const SMALL_COUNTS: CatalogCounts = {
  Seismic_2D: 40,
  Seismic_3D: 12,
  Well_Log: 30,
  Technical_Report: 20,
  Non_Seismic: 12,
};

export async function seedSmallCatalog(db: Database, counts: CatalogCounts = SMALL_COUNTS) {
  const generator = new CatalogGenerator(counts);
  await insertReferenceData(db, generator);
  const records = {} as Record<CatalogType, GeneratedRecord[]>;
  for (const type of CATALOG_TYPES) {
    records[type] = Array.from({ length: counts[type] }, (_, i) => generator.record(type, i));
    await insertJsonRows(db, tableOf(type), records[type]);
  }
  await refreshSearchWords(db);
  return { generator, records };
}

let extra = 0;

/**
 * Inserts one record of a type: a generated one with the given columns replaced (by API key). Its
 * id is fresh unless given. Call `refreshSearchWords` after inserting when typo correction must know its words.
 */
export async function insertRecord(
  db: Database,
  type: CatalogType,
  overrides: Record<string, unknown> = {},
): Promise<GeneratedRecord> {
  const index = 500_000 + extra++;
  const base = new CatalogGenerator({ ...SMALL_COUNTS }).record(type, index);
  const idField = CATALOG_REGISTRY[type].idField;
  const record = { ...base, [idField]: `TEST-${type}-${index}`, ...overrides } as GeneratedRecord;
  await insertJsonRows(db, tableOf(type), [record]);
  return record;
}

export async function insertFile(
  db: Database,
  type: CatalogType,
  recordId: string,
  name: string,
  sizeBytes = 1234,
) {
  const format = name.endsWith(".sgy") ? "SEG-Y" : name.endsWith(".las") ? "LAS" : "PDF";
  await insertJsonRows(db, catalogFiles, [
    {
      id: `${recordId}-${name}`,
      sdcType: type,
      recordId,
      name,
      path: `test/${recordId}/${name}`,
      sizeBytes,
      format,
    },
  ]);
}

export interface SignedInUser extends TestUser {
  cookie: string;
}

/** A user of a role (a customer gets an organisation of that tier), signed in through the auth contract. */
export async function signedInUser(
  app: FastifyInstance,
  db: Database,
  input: Parameters<typeof createUser>[1] & { expired?: boolean },
): Promise<SignedInUser> {
  const { expired, ...rest } = input;
  let organisationId = rest.organisationId;
  if (expired) {
    organisationId = (
      await createOrganisation(db, {
        tier: rest.role as never,
        subscriptionStatus: "expired",
        subscriptionExpiresAt: new Date(Date.now() - 86_400_000),
      })
    ).id;
  }
  const user = await createUser(db, { ...rest, organisationId });
  const cookie = await signIn(app, user.email, user.password!);
  return { ...user, cookie };
}
