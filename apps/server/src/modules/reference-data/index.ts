import {
  bidRoundInputSchema,
  bidRoundListQuerySchema,
  bidRoundPatchSchema,
  bidRoundSchema,
  instituteInputSchema,
  institutePatchSchema,
  instituteSchema,
  knownCompanyInputSchema,
  knownCompanyPatchSchema,
  knownCompanySchema,
  referenceListQuerySchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createBidRound, deleteBidRound, getBidRound, listBidRounds, updateBidRound } from "./bid-rounds.ts";
import { registerConfigurationRoutes } from "./configuration-routes.ts";
import { registerCountryRoutes } from "./countries.ts";
import { registerCrudRoutes } from "./crud-routes.ts";
import {
  createInstitute,
  deleteInstitute,
  getInstitute,
  listInstitutes,
  updateInstitute,
} from "./institutes.ts";
import {
  createKnownCompany,
  deleteKnownCompany,
  getKnownCompany,
  listKnownCompanies,
  updateKnownCompany,
} from "./known-companies.ts";

const tag = "Reference data";

/** Registers the reference-data routes (under /api) and the admin organisations module. */
export function registerReferenceDataModule(api: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  registerCountryRoutes(api, db);
  registerConfigurationRoutes(api, db);
  registerCrudRoutes(api, {
    path: "/known-companies",
    tag,
    label: "known company",
    item: knownCompanySchema,
    query: referenceListQuerySchema,
    input: knownCompanyInputSchema,
    patch: knownCompanyPatchSchema,
    subject: "KnownCompany",
    rights: { view: "view", create: "create", update: "update", delete: "delete" },
    list: (query) => listKnownCompanies(db, query),
    get: (id) => getKnownCompany(db, id),
    create: (values, actor) => createKnownCompany(db, { values, actor }),
    update: (id, patch, actor) => updateKnownCompany(db, { id, patch, actor }),
    remove: (id, actor) => deleteKnownCompany(db, { id, actor }),
  });
  registerCrudRoutes(api, {
    path: "/institutes",
    tag,
    label: "institute",
    item: instituteSchema,
    query: referenceListQuerySchema,
    input: instituteInputSchema,
    patch: institutePatchSchema,
    subject: "Institution",
    rights: { view: "view", create: "create", update: "update", delete: "delete" },
    list: (query) => listInstitutes(db, query),
    get: (id) => getInstitute(db, id),
    create: (values, actor) => createInstitute(db, { values, actor }),
    update: (id, patch, actor) => updateInstitute(db, { id, patch, actor }),
    remove: (id, actor) => deleteInstitute(db, { id, actor }),
  });
  registerCrudRoutes(api, {
    path: "/bid-rounds",
    tag,
    label: "bid round",
    item: bidRoundSchema,
    query: bidRoundListQuerySchema,
    input: bidRoundInputSchema,
    patch: bidRoundPatchSchema,
    subject: "BidRound",
    rights: { view: "view", create: "create", update: "update", delete: "delete" },
    list: (query) => listBidRounds(db, query),
    get: (id) => getBidRound(db, id),
    create: (values, actor) => createBidRound(db, { values, actor }),
    update: (id, patch, actor) => updateBidRound(db, { id, patch, actor }),
    remove: (id, actor) => deleteBidRound(db, { id, actor }),
  });
}
export { readConfigurations } from "./configuration.ts";
export { countryExists, seedCountries } from "./countries.ts";
export { seedReferenceDataDemo } from "./demo.ts";
export { containing, offsetOf, toPage } from "./paging.ts";
