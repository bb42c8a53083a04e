import { ilike, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { escapeLike } from "../../lib/like-pattern.ts";

/** A case-insensitive "contains" on a column, or nothing when the search is empty. */
export function containing(column: AnyPgColumn, q: string | undefined): SQL | undefined {
  return q ? ilike(column, `%${escapeLike(q)}%`) : undefined;
}

/** The paged shape of section 7 from one page of rows and the count of every matching row. */
export function toPage<T>(result: T[], total: number, query: { page: number; pageSize: number }) {
  return { result, pageNumber: query.page, pageSize: query.pageSize, pageTotal: total };
}

export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
