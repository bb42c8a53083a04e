import { type CatalogType, MAP_SELECT_LIMIT, type SelectionGeometry } from "@strata/core";
import { asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { catalogBlocks, mapInteractions } from "../../db/schema/index.ts";
import { commonColumns, tableOf } from "../catalogs/tables.ts";
import { type AnyGeometry, bboxOfPolygon, boxLiteral, contains, intersects } from "./geometry.ts";
import { feature, overlaps } from "./layers.ts";

// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by registry key
const table = (type: CatalogType) => tableOf(type) as unknown as PgTable<any>;

const SELECTABLE: CatalogType[] = ["Seismic_2D", "Seismic_3D", "Well_Log", "Non_Seismic"];
/** Candidates read per category for the exact test; a selection wider than this is reported as truncated. */
const CANDIDATE_CAP = 50_000;

/** Records of each category whose geometry intersects (or lies inside) a drawn polygon: bbox index first, exact test second. */
export async function selectByGeometry(
  db: Database,
  body: { geometry: SelectionGeometry; mode: "intersects" | "contains"; types?: CatalogType[] },
) {
  const polygon = body.geometry.coordinates;
  const bbox = bboxOfPolygon(polygon);
  const types = (body.types ?? SELECTABLE).filter((t) => SELECTABLE.includes(t));
  const results = await Promise.all(
    types.map(async (type) => {
      const { bbox: box, id, geometry } = commonColumns(type);
      const candidates = await db
        .select({ id, geometry })
        .from(table(type))
        .where(body.mode === "contains" ? sql`${box} <@ ${boxLiteral(bbox)}::box` : overlaps(box, bbox))
        .orderBy(asc(id))
        .limit(CANDIDATE_CAP + 1);
      const test = (g: AnyGeometry) =>
        body.mode === "contains" ? contains(polygon, g) : intersects(g, polygon);
      const matched = candidates
        .slice(0, CANDIDATE_CAP)
        .filter((c) => test(c.geometry as AnyGeometry))
        .map((c) => String(c.id));
      return {
        type,
        ids: matched.slice(0, MAP_SELECT_LIMIT),
        total: matched.length,
        truncated: matched.length > MAP_SELECT_LIMIT || candidates.length > CANDIDATE_CAP,
      };
    }),
  );
  return { mode: body.mode, results };
}

export async function getMapInteraction(db: Database, userId: string) {
  const [row] = await db.select().from(mapInteractions).where(eq(mapInteractions.userId, userId));
  return { state: (row?.state as never) ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

export async function saveMapInteraction(db: Database, userId: string, state: object) {
  const now = new Date();
  await db
    .insert(mapInteractions)
    .values({ userId, state, updatedAt: now })
    .onConflictDoUpdate({ target: mapInteractions.userId, set: { state, updatedAt: now } });
  return getMapInteraction(db, userId);
}

/** Blocks on offer in bid rounds, as a GeoJSON layer, and the rounds with their block counts. */
export async function bidLayers(db: Database, round?: string) {
  const roundRows = await db
    .select({ name: catalogBlocks.bidRound, blocks: count() })
    .from(catalogBlocks)
    .where(isNotNull(catalogBlocks.bidRound))
    .groupBy(catalogBlocks.bidRound)
    .orderBy(asc(catalogBlocks.bidRound));
  const blocks = await db
    .select()
    .from(catalogBlocks)
    .where(round ? eq(catalogBlocks.bidRound, round) : isNotNull(catalogBlocks.bidRound))
    .orderBy(asc(catalogBlocks.name));
  return {
    rounds: roundRows.map((r) => ({ name: String(r.name), blocks: r.blocks })),
    blocks: {
      type: "FeatureCollection" as const,
      features: blocks.map((b) =>
        feature(b.name, b.geometry, {
          name: b.name,
          region: b.region,
          basin: b.basin,
          bidRound: b.bidRound,
          areaKm2: b.areaKm2,
        }),
      ),
    },
  };
}
