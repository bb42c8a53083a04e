import { type Country, countrySchema, ISO_COUNTRIES } from "@strata/core";
import { asc, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { countries } from "../../db/schema/index.ts";
import { isPublic } from "../../plugins/access.ts";

/**
 * Fills `countries` with the ISO 3166-1 list (installation data, run at every start and into the
 * test template). Idempotent; a name corrected in the list is corrected in the table.
 */
export async function seedCountries(db: Database): Promise<void> {
  await db
    .insert(countries)
    .values(ISO_COUNTRIES.map(([code, name]) => ({ code, name })))
    .onConflictDoUpdate({ target: countries.code, set: { name: sql`excluded.name` } });
}

export async function listCountries(db: Database): Promise<Country[]> {
  return db
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.name));
}

/** Whether a country code is in the table (a 400 naming the field beats the foreign key's 409). */
export async function countryExists(db: Database, code: string): Promise<boolean> {
  const found = await db
    .select({ code: countries.code })
    .from(countries)
    .where(sql`${countries.code} = ${code}`);
  return found.length > 0;
}

export function registerCountryRoutes(app: FastifyInstance, db: Database) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/countries",
    {
      // Public: the registration form picks a country before anyone has a session.
      config: { access: isPublic },
      schema: {
        operationId: "listCountries",
        tags: ["Reference data"],
        summary: "Every ISO 3166-1 country (code and name), by name",
        response: { 200: z.array(countrySchema) },
      },
    },
    async () => listCountries(db),
  );
}
