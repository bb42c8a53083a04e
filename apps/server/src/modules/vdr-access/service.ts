import {
  MAX_VDR_ORGANISATIONS,
  VDR_ACCESS_KINDS,
  type VdrAccessKind,
  type VdrAccessLog,
  type VdrAccessQuery,
} from "@strata/core";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import {
  catalogEvents,
  downloadItems,
  downloadPackages,
  organisations,
  subscriptions,
  users,
} from "../../db/schema/index.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import { offsetOf } from "../reference-data/index.ts";
import { inPeriod } from "../reports/index.ts";

/**
 * Organisations with a virtual data room now: the VDR tier, the add-on (on the subscription or on its
 * users, as the previews' watermark reads it), or their VDR settings turned on — the interests
 * report's "data room only" reading.
 */
const dataRoomOrganisations = sql`(select ${organisations.id} from ${organisations}
  left join ${subscriptions} on ${subscriptions.organisationId} = ${organisations.id}
  where ${organisations.tier} = 'vdr' or 'vdr' = any(${subscriptions.addOnsType})
     or coalesce((${organisations.vdrSettings} ->> 'enabled')::boolean, false)
     or exists (select 1 from ${users} where ${users.organisationId} = ${organisations.id} and 'vdr' = any(${users.addOns})))`;

const OPENED_KINDS = VDR_ACCESS_KINDS.filter((kind) => kind !== "download");

/**
 * What data-room users opened: the catalogue's `view` and `preview` events, and each record (not
 * cancelled) of a package they downloaded, at its first download. The organisation, kind and period
 * filters apply inside each branch, where their indexes are.
 */
function openings(db: Database, query: VdrAccessQuery) {
  const wants = (kind: VdrAccessKind) => !query.kind || query.kind === kind;
  const opened = db
    .select({
      id: catalogEvents.id,
      at: catalogEvents.createdAt,
      organisationId: catalogEvents.organisationId,
      userId: catalogEvents.userId,
      kind: catalogEvents.kind,
      sdcType: catalogEvents.sdcType,
      recordId: catalogEvents.recordId,
    })
    .from(catalogEvents)
    .where(
      and(
        inArray(catalogEvents.organisationId, dataRoomOrganisations),
        query.kind && query.kind !== "download"
          ? eq(catalogEvents.kind, query.kind)
          : inArray(catalogEvents.kind, OPENED_KINDS),
        query.organisation ? eq(catalogEvents.organisationId, query.organisation) : undefined,
        inPeriod(catalogEvents.createdAt, query),
        OPENED_KINDS.some(wants) ? undefined : sql`false`,
      ),
    );
  const downloaded = db
    .select({
      id: downloadItems.id,
      at: sql<Date>`${downloadPackages.downloadedAt}`.as("at"),
      organisationId: downloadPackages.organisationId,
      userId: downloadPackages.userId,
      kind: sql<string>`'download'`.as("kind"),
      sdcType: downloadItems.sdcType,
      recordId: downloadItems.recordId,
    })
    .from(downloadItems)
    .innerJoin(downloadPackages, eq(downloadPackages.id, downloadItems.packageId))
    .where(
      and(
        inArray(downloadPackages.organisationId, dataRoomOrganisations),
        isNotNull(downloadPackages.downloadedAt),
        ne(downloadItems.status, "cancelled"),
        query.organisation ? eq(downloadPackages.organisationId, query.organisation) : undefined,
        inPeriod(downloadPackages.downloadedAt, query),
        wants("download") ? undefined : sql`false`,
      ),
    );
  return unionAll(opened, downloaded).as("openings");
}

/** Who in a data room opened which record or preview, or downloaded which record, newest first. */
export async function vdrAccessLog(db: Database, query: VdrAccessQuery): Promise<VdrAccessLog> {
  const log = openings(db, query);
  const like = query.q ? `%${escapeLike(query.q)}%` : null;
  const byUser = like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined;
  const [[{ total }], rows, rooms] = await Promise.all([
    db.select({ total: count() }).from(log).leftJoin(users, eq(users.id, log.userId)).where(byUser),
    db
      .select({
        id: log.id,
        at: log.at,
        organisationId: log.organisationId,
        organisationName: organisations.name,
        userName: users.name,
        userEmail: users.email,
        kind: log.kind,
        sdcType: log.sdcType,
        recordId: log.recordId,
      })
      .from(log)
      .innerJoin(organisations, eq(organisations.id, log.organisationId))
      .leftJoin(users, eq(users.id, log.userId))
      .where(byUser)
      .orderBy(desc(log.at), desc(log.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(inArray(organisations.id, dataRoomOrganisations))
      .orderBy(asc(organisations.name), asc(organisations.id))
      .limit(MAX_VDR_ORGANISATIONS),
  ]);
  return {
    result: rows.map((r) => ({
      ...r,
      at: new Date(r.at).toISOString(),
      kind: r.kind as VdrAccessLog["result"][number]["kind"],
      sdcType: r.sdcType as VdrAccessLog["result"][number]["sdcType"],
    })),
    pageNumber: query.page,
    pageSize: query.pageSize,
    pageTotal: Number(total),
    organisations: rooms,
  };
}
