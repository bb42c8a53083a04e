import { randomUUID } from "node:crypto";
import { CATALOG_EVENT_TERM_MAX, type CatalogEventKind, type CatalogType } from "@strata/core";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { catalogEvents } from "../../db/schema/index.ts";

export interface CatalogEvent {
  kind: CatalogEventKind;
  sdcType?: CatalogType | null;
  recordId?: string | null;
  term?: string | null;
}

/** Trimmed and cut by characters, not UTF-16 units, so an emoji is never split in two. */
const termOf = (term: string | null | undefined) =>
  Array.from(term?.trim() ?? "")
    .slice(0, CATALOG_EVENT_TERM_MAX)
    .join("") || null;

/**
 * Keeps a customer's act in the catalogue for the interests report: one insert, after the answer
 * is ready. Staff and service accounts are not customers and leave nothing. A failed insert is
 * logged and swallowed: the user asked for records, not for a report row.
 */
export async function recordCatalogEvent(db: Database, request: FastifyRequest, event: CatalogEvent) {
  const viewer = await request.viewer();
  const organisation = viewer?.user.organisation;
  if (!viewer || viewer.serviceAccount || !organisation) return;
  try {
    await db.insert(catalogEvents).values({
      id: randomUUID(),
      userId: viewer.user.id,
      organisationId: organisation.id,
      kind: event.kind,
      sdcType: event.sdcType ?? null,
      recordId: event.recordId ?? null,
      term: termOf(event.term),
    });
  } catch (err) {
    request.log.warn({ err, kind: event.kind }, "A catalogue interest event was not recorded");
  }
}
