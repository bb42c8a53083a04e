import {
  CORE_SAMPLES_MAX,
  type CoreChanges,
  type CoreChangesQuery,
  type CoreCrossplotResponse,
  type CorePhotosResponse,
  type CoreSample,
  type CoreSamplesQuery,
  type CoreSamplesResponse,
  type CoreWellboresQuery,
  type CoreWellboresResponse,
  fitPorosityPermeability,
} from "@strata/core";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { corePhotos, coreSamples } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import type { ObjectStorage } from "../../plugins/storage.ts";

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Wellbores with core samples, by name, with the catalogue's field and block (from its well logs). */
export async function listCoreWellbores(
  db: Database,
  query: CoreWellboresQuery,
): Promise<CoreWellboresResponse> {
  const filters = [sql`true`];
  if (query.q) filters.push(sql`s.wellbore_name ilike ${like(query.q)}`);
  if (query.field) filters.push(sql`w.field = ${query.field}`);
  if (query.block) filters.push(sql`w.block = ${query.block}`);
  const offset = (query.page - 1) * query.pageSize;
  const result = await db.execute<{
    wellbore_name: string;
    field: string | null;
    block: string | null;
    sample_count: number;
    scal_count: number;
    photo_count: number;
    top_depth_m: number;
    bottom_depth_m: number;
    formations: string[] | null;
    total: number;
  }>(sql`
    with s as (
      select wellbore_name, count(*)::int as sample_count,
        count(*) filter (where analysis_type = 'SCAL')::int as scal_count,
        min(depth_m) as top_depth_m, max(depth_m) as bottom_depth_m,
        array_agg(distinct formation) filter (where formation is not null) as formations
      from core_samples group by wellbore_name
    )
    select s.*, w.field, w.block,
      (select count(*)::int from core_photos p where p.wellbore_name = s.wellbore_name) as photo_count,
      count(*) over ()::int as total
    from s
    left join lateral (
      select field, block from well_logs l where l.wellbore_name = s.wellbore_name limit 1
    ) w on true
    where ${sql.join(filters, sql` and `)}
    order by s.wellbore_name
    limit ${query.pageSize} offset ${offset}`);
  const rows = result.rows;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const again = await listCoreWellbores(db, { ...query, page: 1, pageSize: 1 });
    total = again.total;
  }
  return {
    items: rows.map((r) => ({
      wellboreName: r.wellbore_name,
      field: r.field,
      block: r.block,
      sampleCount: Number(r.sample_count),
      scalCount: Number(r.scal_count),
      photoCount: Number(r.photo_count),
      topDepthM: Number(r.top_depth_m),
      bottomDepthM: Number(r.bottom_depth_m),
      formations: [...(r.formations ?? [])].sort(),
    })),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A 404 unless the wellbore has core samples or photographs. */
async function requireCoredWellbore(db: Database, wellboreName: string) {
  const [sample] = await db
    .select({ id: coreSamples.id })
    .from(coreSamples)
    .where(eq(coreSamples.wellboreName, wellboreName))
    .limit(1);
  if (sample) return;
  const [photo] = await db
    .select({ id: corePhotos.id })
    .from(corePhotos)
    .where(eq(corePhotos.wellboreName, wellboreName))
    .limit(1);
  if (!photo) throw notFound(`Core data for wellbore ${wellboreName}`);
}

function toSample(row: typeof coreSamples.$inferSelect): CoreSample {
  return {
    id: row.id,
    wellboreName: row.wellboreName,
    sampleNumber: row.sampleNumber,
    depthM: row.depthM,
    formation: row.formation,
    analysisType: row.analysisType === "SCAL" ? "SCAL" : "RCA",
    porosityFraction: row.porosityFraction,
    permeabilityHorizontalMd: row.permeabilityHorizontalMd,
    permeabilityVerticalMd: row.permeabilityVerticalMd,
    grainDensityGPerCm3: row.grainDensityGPerCm3,
    waterSaturationFraction: row.waterSaturationFraction,
    oilSaturationFraction: row.oilSaturationFraction,
    gasSaturationFraction: row.gasSaturationFraction,
    lithology: row.lithology,
  };
}

/** The wellbore's samples by depth within the window, at most CORE_SAMPLES_MAX. */
export async function coreSamplesOf(
  db: Database,
  wellboreName: string,
  query: CoreSamplesQuery,
): Promise<CoreSamplesResponse> {
  await requireCoredWellbore(db, wellboreName);
  const where = [eq(coreSamples.wellboreName, wellboreName)];
  if (query.top !== undefined) where.push(gte(coreSamples.depthM, query.top));
  if (query.bottom !== undefined) where.push(lte(coreSamples.depthM, query.bottom));
  const rows = await db
    .select()
    .from(coreSamples)
    .where(and(...where))
    .orderBy(asc(coreSamples.depthM), asc(coreSamples.sampleNumber))
    .limit(CORE_SAMPLES_MAX + 1);
  return {
    wellboreName,
    truncated: rows.length > CORE_SAMPLES_MAX,
    samples: rows.slice(0, CORE_SAMPLES_MAX).map(toSample),
  };
}

const NO_FORMATION = "Unassigned";

/** Porosity against log10 of horizontal permeability, per formation, with a least-squares trend each. */
export async function coreCrossplotOf(db: Database, wellboreName: string): Promise<CoreCrossplotResponse> {
  const { samples } = await coreSamplesOf(db, wellboreName, {});
  const byFormation = new Map<string, CoreCrossplotResponse["formations"][number]["points"]>();
  for (const s of samples) {
    if (s.porosityFraction === null || s.permeabilityHorizontalMd === null || s.permeabilityHorizontalMd <= 0)
      continue;
    const key = s.formation ?? NO_FORMATION;
    const points = byFormation.get(key) ?? [];
    points.push({
      sampleNumber: s.sampleNumber,
      depthM: s.depthM,
      porosityFraction: s.porosityFraction,
      log10PermeabilityMd: Math.log10(s.permeabilityHorizontalMd),
    });
    byFormation.set(key, points);
  }
  return {
    wellboreName,
    formations: [...byFormation.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([formation, points]) => ({
        formation,
        points,
        trend: fitPorosityPermeability(
          points.map((p) => ({ porosity: p.porosityFraction, log10k: p.log10PermeabilityMd })),
        ),
      })),
  };
}

export async function corePhotosOf(db: Database, wellboreName: string): Promise<CorePhotosResponse> {
  await requireCoredWellbore(db, wellboreName);
  const rows = await db
    .select()
    .from(corePhotos)
    .where(eq(corePhotos.wellboreName, wellboreName))
    .orderBy(asc(corePhotos.topDepthM));
  return {
    wellboreName,
    photos: rows.map((r) => ({
      id: r.id,
      wellboreName: r.wellboreName,
      topDepthM: r.topDepthM,
      bottomDepthM: r.bottomDepthM,
      lighting: r.lighting,
      contentType: r.contentType,
      sizeBytes: r.sizeBytes,
      widthPx: r.widthPx,
      heightPx: r.heightPx,
    })),
  };
}

/** A photograph's bytes from object storage; a record whose object is gone is a 404 too. */
export async function corePhotoImage(db: Database, storage: ObjectStorage, id: string) {
  const [photo] = await db.select().from(corePhotos).where(eq(corePhotos.id, id)).limit(1);
  if (!photo) throw notFound("Core photograph");
  const stat = await storage.stat(photo.storageKey);
  if (!stat) throw notFound("Core photograph file");
  return { photo, stream: await storage.createReadStream(photo.storageKey), size: stat.size };
}

/** The audit trail's subject types of core data: "core-analysis:<wellbore>" (upload-service.ts). */
const CORE_SUBJECT_PREFIX = "core-analysis:";

interface ChangeRow {
  id: string;
  at: Date | string;
  actor_name: string;
  subject_type: string;
  samples_added: number;
  samples_corrected: number;
  photos_added: number;
  top: number | null;
  bottom: number | null;
}

/**
 * Data staff's history of changes to core data, newest first: the audit events an upload wrote (one
 * per plug or photograph) grouped back into one row per upload and wellbore — who, when, how many
 * plugs added or corrected, photographs added, over which depths. Core data belongs to no
 * organisation: every member of the data staff reads the same trail.
 */
export async function coreChanges(db: Database, query: CoreChangesQuery): Promise<CoreChanges> {
  const subject =
    query.wellbore === undefined
      ? sql`subject_type like ${`${CORE_SUBJECT_PREFIX}%`}`
      : sql`subject_type = ${CORE_SUBJECT_PREFIX + query.wellbore}`;
  const grouped = sql`
    select min(id) as id, max(created_at) as at, min(actor_name) as actor_name, subject_type,
      (count(*) filter (where action = 'core-sample.create'))::int as samples_added,
      (count(*) filter (where action = 'core-sample.update'))::int as samples_corrected,
      (count(*) filter (where action = 'core-photo.create'))::int as photos_added,
      min(coalesce((after->>'depthM')::float8, (after->>'topDepthM')::float8)) as top,
      max(coalesce((after->>'depthM')::float8, (after->>'bottomDepthM')::float8)) as bottom
    from audit_events
    where ${subject}
    group by subject_type, actor_name, coalesce(request_id, id)`;
  const [page, counted] = await Promise.all([
    db.execute(
      sql`${grouped} order by at desc, id desc limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    db.execute(sql`select count(*)::int as total from (${grouped}) changes`),
  ]);
  const rows = (page as unknown as { rows: ChangeRow[] }).rows;
  const [total] = (counted as unknown as { rows: { total: number }[] }).rows;
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      actorName: r.actor_name,
      wellboreName: r.subject_type.slice(CORE_SUBJECT_PREFIX.length),
      samplesAdded: Number(r.samples_added),
      samplesCorrected: Number(r.samples_corrected),
      photosAdded: Number(r.photos_added),
      topDepthM: r.top === null ? null : Number(r.top),
      bottomDepthM: r.bottom === null ? null : Number(r.bottom),
    })),
    total: Number(total?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
