import { randomUUID } from "node:crypto";
import { malaysiaToday } from "@strata/core";
import { and, asc, eq, exists, gte, like, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  bidRounds,
  catalogBlocks,
  catalogFiles,
  mbrDocuments,
  mbrPackages,
  mbrRounds,
  seismic2d,
  wellLogs,
} from "../../db/schema/index.ts";
import { GENERATED_PREFIX, tinyPdf } from "./pdf.ts";

/** The catalogue label the demo catalogue gives the open round's blocks (seed/catalog/generate.ts). */
export const DEMO_CATALOG_ROUND = "MBR 2026";

/**
 * The MBR demo: the open Malaysia Bid Round is published with the demo catalogue's "MBR 2026"
 * blocks, its key dates, two generated PDFs (guidelines and a block brochure) and one package of
 * a block's bid-flagged records that have files. MBR+ records come flagged in the demo catalogue.
 */
export async function seedMbrDemo(db: Database) {
  const today = malaysiaToday();
  const [round] = await db
    .select()
    .from(bidRounds)
    .where(
      and(
        lte(bidRounds.opensOn, today),
        gte(bidRounds.closesOn, today),
        like(bidRounds.name, "Malaysia Bid Round%"),
      ),
    )
    .orderBy(asc(bidRounds.opensOn))
    .limit(1);
  if (!round) return;
  const at = (days: number) => {
    const d = new Date(`${round.opensOn}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  await db
    .insert(mbrRounds)
    .values({
      bidRoundId: round.id,
      catalogRound: DEMO_CATALOG_ROUND,
      published: true,
      keyDates: [
        { label: "Register interest", date: at(0) },
        { label: "Data review", date: at(14) },
        { label: "Expression of interest", date: at(45) },
        { label: "Bid submission", date: round.closesOn },
        { label: "Award", date: at(120) },
      ],
    })
    .onConflictDoNothing();
  const blocks = await db
    .select({ name: catalogBlocks.name })
    .from(catalogBlocks)
    .where(eq(catalogBlocks.bidRound, DEMO_CATALOG_ROUND))
    .orderBy(asc(catalogBlocks.name));
  // The first block with bid-flagged records that have files (so its package prepares).
  let block: { name: string } | undefined;
  let records: { type: string; id: string; title: string }[] = [];
  for (const withFiles of [true, false]) {
    for (const candidate of blocks) {
      records = await bidRecordsOf(db, candidate.name, withFiles);
      if (records.length > 0) {
        block = candidate;
        break;
      }
    }
    if (block) break;
  }
  const documents = [
    { title: `${round.name}: guidelines`, kind: "guidelines", note: "Bid guidelines (demo document)" },
    {
      title: `Block ${block?.name ?? "brochure"}: brochure`,
      kind: "brochure",
      note: "Block brochure (demo document)",
    },
  ];
  for (const doc of documents) {
    await db.insert(mbrDocuments).values({
      id: randomUUID(),
      bidRoundId: round.id,
      title: doc.title,
      kind: doc.kind,
      fileName: `${doc.kind}.pdf`,
      storageKey: `${GENERATED_PREFIX}${doc.note}`,
      sizeBytes: tinyPdf([doc.title, doc.note]).length,
      published: true,
    });
  }
  if (!block) return;
  if (records.length === 0) return;
  await db.insert(mbrPackages).values({
    id: randomUUID(),
    bidRoundId: round.id,
    name: `${block.name} bid data`,
    block: block.name,
    records,
    published: true,
  });
}

/** A block's bid-flagged 2D lines and well logs (that have files, when asked), at most ten of each. */
async function bidRecordsOf(db: Database, blockName: string, withFiles: boolean) {
  const records: { type: string; id: string; title: string }[] = [];
  for (const [type, table, id, title] of [
    ["Seismic_2D", seismic2d, seismic2d.seismic2DInfoID, seismic2d.lineName],
    ["Well_Log", wellLogs, wellLogs.wellLogFileInfoID, wellLogs.wellboreName],
  ] as const) {
    const rows = await db
      .select({ id, title })
      .from(table)
      .where(
        and(
          eq(table.block, blockName),
          eq(table.bid, true),
          withFiles
            ? exists(
                db
                  .select({ one: catalogFiles.id })
                  .from(catalogFiles)
                  .where(and(eq(catalogFiles.sdcType, type), eq(catalogFiles.recordId, id))),
              )
            : undefined,
        ),
      )
      .orderBy(asc(id))
      .limit(10);
    for (const r of rows) records.push({ type, id: String(r.id), title: String(r.title ?? r.id) });
  }
  return records;
}
