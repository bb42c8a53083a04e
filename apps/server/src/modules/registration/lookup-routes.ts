import {
  apiErrorSchema,
  bidRoundOptionSchema,
  countryOptionSchema,
  namedOptionSchema,
  registrationSearchQuerySchema,
} from "@strata/core";
import { and, asc, eq, ilike } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { countries, institutes, knownCompanies } from "../../db/schema/index.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { isPublic } from "../../plugins/access.ts";
import { openBidRounds } from "./service.ts";

const tags = ["Registration"];
/** The wizard's pickers show at most this many matches; typing narrows them. */
const MAX_OPTIONS = 20;

/** `%`, `_` and `\` match themselves in the search, not any text. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the wizard offers to pick from; public, names and ids only. */
export function registerLookupRoutes(api: FastifyInstance, deps: ModuleDeps) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    "/registration/bid-rounds",
    {
      config: { access: isPublic },
      schema: {
        operationId: "listOpenBidRounds",
        tags,
        summary: "Bid rounds open today (opens_on ≤ today ≤ closes_on)",
        response: { 200: z.array(bidRoundOptionSchema) },
      },
    },
    async () =>
      (await openBidRounds(db)).map((round) => ({
        id: round.id,
        name: round.name,
        opensOn: round.opensOn,
        closesOn: round.closesOn,
        description: round.description,
      })),
  );

  for (const [path, table, operationId, what] of [
    ["known-companies", knownCompanies, "listRegistrationKnownCompanies", "Known companies"],
    ["institutes", institutes, "listRegistrationInstitutes", "Institutes"],
  ] as const) {
    app.get(
      `/registration/${path}`,
      {
        config: { access: isPublic },
        schema: {
          operationId,
          tags,
          summary: `${what} (active ones, at most ${MAX_OPTIONS}) whose name contains the search`,
          querystring: registrationSearchQuerySchema,
          response: { 200: z.array(namedOptionSchema), 400: apiErrorSchema },
        },
      },
      async (request) => {
        const { search } = request.query;
        return db
          .select({ id: table.id, name: table.name, countryCode: table.countryCode })
          .from(table)
          .where(and(eq(table.active, true), search ? ilike(table.name, containing(search)) : undefined))
          .orderBy(asc(table.name))
          .limit(MAX_OPTIONS);
      },
    );
  }

  app.get(
    "/registration/countries",
    {
      config: { access: isPublic },
      schema: {
        operationId: "listRegistrationCountries",
        tags,
        summary: "Countries an organisation may be registered in",
        response: { 200: z.array(countryOptionSchema) },
      },
    },
    () =>
      db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name)),
  );
}
