import { formatDate, formatMonth as formatHouseMonth } from "@strata/core";
/**
 * Ticks for a time axis: whole years, months or days, chosen so that about `target` labels fit.
 * Times are milliseconds since the epoch in UTC (production periods are calendar months, so labels
 * never shift with the browser's time zone).
 */
export interface TimeTick {
  time: number;
  label: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY = 86_400_000;
const YEAR_STEPS = [1, 2, 5, 10, 20, 50, 100];
const MONTH_STEPS = [1, 2, 3, 6];
const DAY_STEPS = [1, 2, 7, 14];

export function timeTicks(min: number, max: number, target = 8): TimeTick[] {
  if (!(max > min)) return [{ time: min, label: formatDay(min) }];
  const spanDays = (max - min) / DAY;
  const wanted = Math.max(1, target);
  if (spanDays / 365.25 >= wanted * 0.9) {
    const step = YEAR_STEPS.find((s) => spanDays / 365.25 / s <= wanted) ?? 200;
    const first = Math.ceil(new Date(min).getUTCFullYear() / step) * step;
    const ticks: TimeTick[] = [];
    for (let y = first; ; y += step) {
      const time = Date.UTC(y, 0, 1);
      if (time > max) break;
      if (time >= min) ticks.push({ time, label: String(y) });
    }
    return ticks;
  }
  if (spanDays / 30.44 >= wanted * 0.9) {
    const step = MONTH_STEPS.find((s) => spanDays / 30.44 / s <= wanted) ?? 12;
    const start = new Date(min);
    let index = start.getUTCFullYear() * 12 + start.getUTCMonth();
    index = Math.ceil(index / step) * step;
    const ticks: TimeTick[] = [];
    for (; ; index += step) {
      const year = Math.floor(index / 12);
      const month = index % 12;
      const time = Date.UTC(year, month, 1);
      if (time > max) break;
      if (time >= min) ticks.push({ time, label: month === 0 ? String(year) : `${MONTHS[month]} ${year}` });
    }
    return ticks;
  }
  const step = DAY_STEPS.find((s) => spanDays / s <= wanted) ?? 28;
  const ticks: TimeTick[] = [];
  for (let time = Math.ceil(min / (step * DAY)) * step * DAY; time <= max; time += step * DAY) {
    ticks.push({ time, label: formatDay(time) });
  }
  return ticks;
}

/** "5 Mar 2014": the house day format; series are in UTC days, so the day is the UTC one. */
export function formatDay(time: number): string {
  return formatDate(time, { timeZone: "UTC" });
}

/** "Mar 2014": the label of a monthly point in tooltips. */
export function formatMonth(time: number): string {
  return formatHouseMonth(time, { timeZone: "UTC" });
}
