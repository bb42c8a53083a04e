import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** Days in a month, as SQL over `year` and `month` columns of the row alias `m`. */
const DAYS_IN_MONTH = sql.raw(
  "extract(day from (make_date(m.year, m.month, 1) + interval '1 month' - interval '1 day'))",
);

/**
 * Brings `production_wells` and `production_field_monthly` in step with `production_monthly` for
 * the given wells (and every field they were or are in), in the caller's transaction. Whoever
 * writes monthly rows calls this once per batch with the wells it touched; readers never add up
 * monthly rows themselves. Where a well sits (field, block, operator, region) comes from the
 * catalogue's well-log records of the wellbore.
 */
export async function refreshProductionSummaries(db: Database, wellboreNames: readonly string[]) {
  if (wellboreNames.length === 0) return;
  const wells = sql`array[${sql.join(
    wellboreNames.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
  const oldFields = (await db.execute(
    sql`select distinct field from production_wells where wellbore_name = any(${wells})`,
  )) as unknown as { rows: { field: string }[] };

  await db.execute(sql`delete from production_wells where wellbore_name = any(${wells})`);
  await db.execute(sql`
    insert into production_wells (
      wellbore_name, field, block, operator, region, first_year, first_month, last_year, last_month, months,
      cum_oil_sm3, cum_gas_sm3, cum_condensate_sm3, cum_water_sm3, cum_water_injected_sm3, cum_gas_injected_sm3,
      peak_oil_rate_sm3_per_day, peak_gas_rate_sm3_per_day, updated_at)
    select m.wellbore_name, w.field, w.block, w.operator, w.region,
      (min(m.year * 12 + m.month - 1) / 12)::smallint, (min(m.year * 12 + m.month - 1) % 12 + 1)::smallint,
      (max(m.year * 12 + m.month - 1) / 12)::smallint, (max(m.year * 12 + m.month - 1) % 12 + 1)::smallint,
      count(*)::int,
      coalesce(sum(m.oil_sm3), 0), coalesce(sum(m.gas_sm3), 0), coalesce(sum(m.condensate_sm3), 0),
      coalesce(sum(m.water_sm3), 0), coalesce(sum(m.water_injected_sm3), 0), coalesce(sum(m.gas_injected_sm3), 0),
      coalesce(max(m.oil_sm3 / ${DAYS_IN_MONTH}), 0), coalesce(max(m.gas_sm3 / ${DAYS_IN_MONTH}), 0),
      now()
    from production_monthly m
    join (
      select distinct on (wellbore_name) wellbore_name, coalesce(field, 'Unknown') as field, block, operator, region
      from well_logs where wellbore_name = any(${wells})
      order by wellbore_name, field nulls last
    ) w on w.wellbore_name = m.wellbore_name
    where m.wellbore_name = any(${wells})
    group by m.wellbore_name, w.field, w.block, w.operator, w.region`);

  const newFields = (await db.execute(
    sql`select distinct field from production_wells where wellbore_name = any(${wells})`,
  )) as unknown as { rows: { field: string }[] };
  const fields = [...new Set([...oldFields.rows, ...newFields.rows].map((r) => r.field))];
  if (fields.length === 0) return;
  const fieldList = sql`array[${sql.join(
    fields.map((f) => sql`${f}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`delete from production_field_monthly where field = any(${fieldList})`);
  await db.execute(sql`
    insert into production_field_monthly (
      field, year, month, producing_wells,
      oil_sm3, gas_sm3, condensate_sm3, water_sm3, water_injected_sm3, gas_injected_sm3)
    select w.field, m.year, m.month,
      count(*) filter (where coalesce(m.oil_sm3, 0) + coalesce(m.gas_sm3, 0) + coalesce(m.condensate_sm3, 0) > 0)::int,
      sum(m.oil_sm3), sum(m.gas_sm3), sum(m.condensate_sm3), sum(m.water_sm3),
      sum(m.water_injected_sm3), sum(m.gas_injected_sm3)
    from production_monthly m join production_wells w on w.wellbore_name = m.wellbore_name
    where w.field = any(${fieldList})
    group by w.field, m.year, m.month`);
}
