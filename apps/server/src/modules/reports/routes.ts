import { apiErrorSchema, reportChartSchema } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { accessOf, type ReportSource } from "./define.ts";
import { exportReport } from "./export.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const TAGS = ["Reports"];

/** `action-logs` → `ActionLogs`: the report's part of its operation ids. */
const pascal = (key: string) => key.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/**
 * Section 7's reports: for each, `GET /api/reports/<key>` (a page of rows), `…/chart` (the chart of
 * the same filters, apart so that paging does not redraw it) and `…/export` (CSV or XLSX, streamed).
 */
export function registerReportRoutes(app: FastifyInstance, db: Database, sources: readonly ReportSource[]) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const source of sources) {
    const { shape } = source;
    const path = `/reports/${shape.key}`;
    const config = { access: accessOf(shape) };
    const name = pascal(shape.key);

    api.get(
      path,
      {
        config,
        schema: {
          operationId: `list${name}Report`,
          tags: TAGS,
          summary: `${shape.title}: a page of rows. ${shape.description}`,
          querystring: shape.query.list,
          response: { 200: shape.pageSchema, ...errors },
        },
      },
      async (request) => {
        const q = request.query as { page: number; pageSize: number };
        const [pageTotal, result] = await Promise.all([
          source.count(db, q),
          source.rows(db, q, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
        ]);
        return { result, pageNumber: q.page, pageSize: q.pageSize, pageTotal };
      },
    );

    api.get(
      `${path}/chart`,
      {
        config,
        schema: {
          operationId: `chart${name}Report`,
          tags: TAGS,
          summary: `${shape.title}: the chart of the same filters`,
          querystring: shape.query.chart,
          response: { 200: reportChartSchema, ...errors },
        },
      },
      async (request) => source.chart(db, request.query),
    );

    api.get(
      `${path}/export`,
      {
        config,
        schema: {
          operationId: `export${name}Report`,
          tags: TAGS,
          summary: `${shape.title}: every row of the filters as CSV or XLSX, streamed`,
          querystring: shape.query.export,
          response: errors,
        },
      },
      async (request, reply) => {
        const file = await exportReport(db, source, request.query as { format: "csv" | "xlsx" });
        return (
          reply
            .header("content-type", file.contentType)
            .header("content-disposition", `attachment; filename="${file.filename}"`)
            .header("cache-control", "no-store")
            // The file is not JSON: it streams past the response schemas, which describe the errors.
            .send(file.stream as never)
        );
      },
    );
  }
}
