import { randomUUID } from "node:crypto";
import { malaysiaToday } from "@strata/core";
import { and, asc, eq, gte, like, lte } from "drizzle-orm";
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
  const [block] = await db
    .select({ name: catalogBlocks.name })
    .from(catalogBlocks)
    .where(eq(catalogBlocks.bidRound, DEMO_CATALOG_ROUND))
    .orderBy(asc(catalogBlocks.name))
    .limit(1);
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
  // The block's bid-flagged lines and well logs that have files, so the package prepares.
  const records = [];
  for (const [type, table, id, title] of [
    ["Seismic_2D", seismic2d, seismic2d.seismic2DInfoID, seismic2d.lineName],
    ["Well_Log", wellLogs, wellLogs.wellLogFileInfoID, wellLogs.wellboreName],
  ] as const) {
    const rows = await db
      .selectDistinct({ id, title })
      .from(table)
      .innerJoin(catalogFiles, and(eq(catalogFiles.sdcType, type), eq(catalogFiles.recordId, id)))
      .where(and(eq(table.block, block.name), eq(table.bid, true)))
      .orderBy(asc(id))
      .limit(10);
    for (const r of rows) records.push({ type, id: String(r.id), title: String(r.title ?? r.id) });
  }
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
