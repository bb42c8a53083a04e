import { asc, count, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogBlocks, mapInteractions } from "../../db/schema/index.ts";
import { feature } from "./layers.ts";

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
