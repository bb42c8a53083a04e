import type { BidRoundInventory, BidRoundInventoryQuery, BlockInventory, CatalogType } from "@strata/core";
import { asc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { catalogBlocks } from "../../db/schema/index.ts";
import { columnOf, parseBox, tableOf } from "../catalogs/index.ts";

type Figures = { seismic2dKm: number; seismic3dKm2: number; wells: number; nonSeismic: number };
const noFigures = (): Figures => ({ seismic2dKm: 0, seismic3dKm2: 0, wells: 0, nonSeismic: 0 });
/** Kilometres and square kilometres to one decimal, as the charts label them. */
const tenth = (n: number) => Math.round(n * 10) / 10;

interface Cell {
  block: string;
  year: number | null;
  stage: string | null;
  amount: number;
}

/**
 * What each bid-round block holds (section 6 "bid round data visualisation"). One grouped query per
 * category over the blocks on offer (`block in (…)`, indexed), and one for the reports linked to a
 * block's wells, surveys or lines (the linked-value arrays, GIN-indexed): five statements whatever
 * the number of blocks or records.
 */
export async function bidRoundInventory(
  db: Database,
  query: BidRoundInventoryQuery,
): Promise<BidRoundInventory> {
  const blocks = await db
    .select()
    .from(catalogBlocks)
    .where(query.round ? eq(catalogBlocks.bidRound, query.round) : isNotNull(catalogBlocks.bidRound))
    .orderBy(asc(catalogBlocks.bidRound), asc(catalogBlocks.name));
  if (blocks.length === 0) return { rounds: [] };
  const names = blocks.map((b) => b.name);

  const [lines, volumes, wells, surveys, reports] = await Promise.all([
    cells(db, "Seismic_2D", names, sql`sum(${columnOf("Seismic_2D", "length")})`, true),
    cells(db, "Seismic_3D", names, sql`sum(${columnOf("Seismic_3D", "areaKm2")})`, true),
    cells(db, "Well_Log", names, sql`count(distinct ${columnOf("Well_Log", "wellboreName")})`, false),
    cells(db, "Non_Seismic", names, sql`count(*)`, false),
    linkedReports(db, names),
  ]);

  const byBlock = new Map<
    string,
    { years: Map<number, Figures>; stages: Map<string, Figures>; totals: Figures }
  >();
  for (const name of names) byBlock.set(name, { years: new Map(), stages: new Map(), totals: noFigures() });
  const add = (rows: Cell[], key: keyof Figures) => {
    for (const row of rows) {
      const entry = byBlock.get(row.block);
      if (!entry) continue;
      entry.totals[key] += row.amount;
      if (row.year !== null) {
        const year = entry.years.get(row.year) ?? noFigures();
        year[key] += row.amount;
        entry.years.set(row.year, year);
      }
      if (row.stage !== null) {
        const stage = entry.stages.get(row.stage) ?? noFigures();
        stage[key] += row.amount;
        entry.stages.set(row.stage, stage);
      }
    }
  };
  add(lines, "seismic2dKm");
  add(volumes, "seismic3dKm2");
  add(wells, "wells");
  add(surveys, "nonSeismic");

  const rounds = new Map<string, BlockInventory[]>();
  for (const block of blocks) {
    const entry = byBlock.get(block.name)!;
    const inventory: BlockInventory = {
      name: block.name,
      region: block.region,
      basin: block.basin,
      status: block.status,
      operator: block.operator,
      areaKm2: block.areaKm2,
      center: centerOf(block.bbox),
      totals: { ...rounded(entry.totals), reports: reports.get(block.name) ?? 0 },
      byYear: [...entry.years]
        .sort(([a], [b]) => a - b)
        .map(([year, figures]) => ({ year, ...rounded(figures) })),
      byStage: [...entry.stages]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([stage, f]) => ({
          stage,
          seismic2dKm: tenth(f.seismic2dKm),
          seismic3dKm2: tenth(f.seismic3dKm2),
        })),
    };
    const round = block.bidRound!;
    rounds.set(round, [...(rounds.get(round) ?? []), inventory]);
  }
  return {
    rounds: [...rounds].map(([name, roundBlocks]) => ({
      name,
      totals: roundBlocks.reduce(
        (sum, b) => ({
          seismic2dKm: tenth(sum.seismic2dKm + b.totals.seismic2dKm),
          seismic3dKm2: tenth(sum.seismic3dKm2 + b.totals.seismic3dKm2),
          wells: sum.wells + b.totals.wells,
          nonSeismic: sum.nonSeismic + b.totals.nonSeismic,
          reports: sum.reports + b.totals.reports,
          blocks: sum.blocks + 1,
        }),
        { ...noFigures(), reports: 0, blocks: 0 },
      ),
      blocks: roundBlocks,
    })),
  };
}

/** The middle of the block's stored box. */
function centerOf(box: string): [number, number] {
  const [minX, minY, maxX, maxY] = parseBox(box) ?? [0, 0, 0, 0];
  return [(minX + maxX) / 2, (minY + maxY) / 2];
}

const rounded = (f: Figures): Figures => ({
  ...f,
  seismic2dKm: tenth(f.seismic2dKm),
  seismic3dKm2: tenth(f.seismic3dKm2),
});

const inList = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** One category's amount per block, year and (for seismic) processing stage. */
async function cells(
  db: Database,
  type: CatalogType,
  blocks: string[],
  amount: SQL,
  byStage: boolean,
): Promise<Cell[]> {
  const block = columnOf(type, "block");
  const year = columnOf(type, "year");
  const stage = byStage ? sql`${columnOf(type, "processingStage")}` : sql`null::text`;
  const result = await db.execute<{
    block: string;
    year: number | null;
    stage: string | null;
    amount: number | null;
  }>(sql`
    select ${block} as block, ${year} as year, ${stage} as stage, ${amount} as amount
    from ${tableOf(type)}
    where ${block} in (${inList(blocks)})
    group by 1, 2, 3`);
  return result.rows.map((r) => ({
    block: r.block,
    year: r.year === null ? null : Number(r.year),
    stage: r.stage,
    amount: Number(r.amount ?? 0),
  }));
}

/** Technical reports per block: those whose linked wells, USIs or UNSIs name a record in the block. */
async function linkedReports(db: Database, blocks: string[]): Promise<Map<string, number>> {
  const reports = tableOf("Technical_Report");
  const keysIn = (type: CatalogType, key: string) =>
    sql`coalesce((select array_agg(distinct ${columnOf(type, key)}) from ${tableOf(type)} where ${columnOf(type, "block")} = b.name), '{}')`;
  const result = await db.execute<{ block: string; n: number }>(sql`
    select b.name as block, (
      select count(*) from ${reports}
      where ${columnOf("Technical_Report", "wellsList")} && ${keysIn("Well_Log", "wellboreName")}
         or ${columnOf("Technical_Report", "linkedUsiList")} && (${keysIn("Seismic_2D", "usi")} || ${keysIn("Seismic_3D", "usi")})
         or ${columnOf("Technical_Report", "linkedUnsiList")} && ${keysIn("Non_Seismic", "uNSI")}
    ) as n
    from ${catalogBlocks} b
    where b.name in (${inList(blocks)})`);
  return new Map(result.rows.map((r) => [r.block, Number(r.n)]));
}
