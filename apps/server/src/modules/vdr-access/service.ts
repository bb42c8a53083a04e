import {
  MAX_VDR_ORGANISATIONS,
  VDR_ACCESS_KINDS,
  type VdrAccessLog,
  type VdrAccessQuery,
} from "@strata/core";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogEvents, organisations, subscriptions, users } from "../../db/schema/index.ts";
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

function whereOf(query: VdrAccessQuery): SQL | undefined {
  const like = query.q ? `%${escapeLike(query.q)}%` : null;
  return and(
    inArray(catalogEvents.organisationId, dataRoomOrganisations),
    query.kind ? eq(catalogEvents.kind, query.kind) : inArray(catalogEvents.kind, [...VDR_ACCESS_KINDS]),
    query.organisation ? eq(catalogEvents.organisationId, query.organisation) : undefined,
    like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
    inPeriod(catalogEvents.createdAt, query),
  );
}

/** Who in a data room opened which record or preview, newest first, with the data-room organisations. */
export async function vdrAccessLog(db: Database, query: VdrAccessQuery): Promise<VdrAccessLog> {
  const where = whereOf(query);
  const [[{ total }], rows, rooms] = await Promise.all([
    db
      .select({ total: count() })
      .from(catalogEvents)
      .leftJoin(users, eq(users.id, catalogEvents.userId))
      .where(where),
    db
      .select({
        id: catalogEvents.id,
        at: catalogEvents.createdAt,
        organisationId: catalogEvents.organisationId,
        organisationName: organisations.name,
        userName: users.name,
        userEmail: users.email,
        kind: catalogEvents.kind,
        sdcType: catalogEvents.sdcType,
        recordId: catalogEvents.recordId,
      })
      .from(catalogEvents)
      .innerJoin(organisations, eq(organisations.id, catalogEvents.organisationId))
      .leftJoin(users, eq(users.id, catalogEvents.userId))
      .where(where)
      .orderBy(desc(catalogEvents.createdAt), desc(catalogEvents.id))
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
      at: r.at.toISOString(),
      kind: r.kind as VdrAccessLog["result"][number]["kind"],
      sdcType: r.sdcType as VdrAccessLog["result"][number]["sdcType"],
    })),
    pageNumber: query.page,
    pageSize: query.pageSize,
    pageTotal: Number(total),
    organisations: rooms,
  };
}
