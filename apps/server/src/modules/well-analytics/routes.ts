import {
  apiErrorSchema,
  wellAnalyticsDeclineQuerySchema,
  wellAnalyticsDeclineSchema,
  wellAnalyticsFieldParamsSchema,
  wellAnalyticsNetThicknessQuerySchema,
  wellAnalyticsNetThicknessSchema,
  wellAnalyticsRankingFiltersSchema,
  wellAnalyticsRankingQuerySchema,
  wellAnalyticsRankingSchema,
  wellAnalyticsSeriesSchema,
  wellAnalyticsWellParamsSchema,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requires } from "../../plugins/access.ts";
import type { WellAnalyticsDeps } from "./index.ts";
import { wellboreNetThickness } from "./net-thickness.ts";
import { analyticsSeries, declineFit, ranking, rankingFilters } from "./service.ts";

const tags = ["Well analytics"];
/** Premium and staff (section 6): everyone else is refused. */
const WELL_ANALYTICS = requires("view", "WellAnalytics");
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** /api/well-analytics/… */
export function registerWellAnalyticsRoutes(app: FastifyInstance, { db, storage }: WellAnalyticsDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/well-analytics/wells/:wellboreName/analytics",
    {
      config: { access: WELL_ANALYTICS },
      schema: {
        operationId: "getWellAnalytics",
        tags,
        summary: "A well's monthly cumulative oil, gas and water (Sm³), water cut (%) and GOR (Sm³/Sm³)",
        params: wellAnalyticsWellParamsSchema,
        response: { 200: wellAnalyticsSeriesSchema, ...errors },
      },
    },
    (request) => analyticsSeries(db, { kind: "well", name: request.params.wellboreName }),
  );

  api.get(
    "/well-analytics/fields/:field/analytics",
    {
      config: { access: WELL_ANALYTICS },
      schema: {
        operationId: "getFieldAnalytics",
        tags,
        summary: "A field's monthly cumulative oil, gas and water (Sm³), water cut (%) and GOR (Sm³/Sm³)",
        params: wellAnalyticsFieldParamsSchema,
        response: { 200: wellAnalyticsSeriesSchema, ...errors },
      },
    },
    (request) => analyticsSeries(db, { kind: "field", name: request.params.field }),
  );

  api.get(
    "/well-analytics/wells/:wellboreName/decline",
    {
      config: { access: WELL_ANALYTICS },
      schema: {
        operationId: "getWellDecline",
        tags,
        summary: "An Arps decline fit of a well's oil or gas rate over a window, its forecast and EUR",
        params: wellAnalyticsWellParamsSchema,
        querystring: wellAnalyticsDeclineQuerySchema,
        response: { 200: wellAnalyticsDeclineSchema, ...errors },
      },
    },
    (request) => declineFit(db, { kind: "well", name: request.params.wellboreName }, request.query),
  );

  api.get(
    "/well-analytics/fields/:field/decline",
    {
      config: { access: WELL_ANALYTICS },
      schema: {
        operationId: "getFieldDecline",
        tags,
        summary: "An Arps decline fit of a field's oil or gas rate over a window, its forecast and EUR",
        params: wellAnalyticsFieldParamsSchema,
        querystring: wellAnalyticsDeclineQuerySchema,
        response: { 200: wellAnalyticsDeclineSchema, ...errors },
      },
    },
    (request) => declineFit(db, { kind: "field", name: request.params.field }, request.query),
  );

  api.get(
    "/well-analytics/rankings",
    {
      config: { access: WELL_ANALYTICS },
      schema: {
        operationId: "getWellAnalyticsRankings",
        tags,
        summary:
          "Wells or fields ranked by cumulative volume (Sm³) or peak rate (Sm³/d), filtered by block, operator, region",
        querystring: wellAnalyticsRankingQuerySchema,
        response: {
          200: wellAnalyticsRankingSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    (request) => ranking(db, request.query),
  );

  api.get(
    "/well-analytics/rankings/filters",
    {
      config: { access: WELL_ANALYTICS },
      schema: {
        operationId: "getWellAnalyticsRankingFilters",
        tags,
        summary: "The blocks, operators and regions that have production, for the ranking filters",
        response: { 200: wellAnalyticsRankingFiltersSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    () => rankingFilters(db),
  );

  api.get(
    "/well-analytics/wellbores/:wellboreName/net-thickness",
    {
      config: { access: WELL_ANALYTICS },
      schema: {
        operationId: "getWellboreNetThickness",
        tags,
        summary:
          "Net thickness (m) where gamma ray is below a cutoff (API), gross interval and net-to-gross, from the wellbore's LAS",
        params: wellAnalyticsWellParamsSchema,
        querystring: wellAnalyticsNetThicknessQuerySchema,
        response: { 200: wellAnalyticsNetThicknessSchema, ...errors },
      },
    },
    (request) => wellboreNetThickness(db, storage, request.params.wellboreName, request.query.gammaRayCutoff),
  );
}
