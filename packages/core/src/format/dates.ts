/**
 * The one way dates are written for people (docs/decisions/0185-house-date-formats.md):
 * a day reads "27 Nov 2026", a moment "27 Nov 2026, 15:04 MYT", a month "Nov 2026", always in the
 * viewer's time zone (Malaysia unless told) and never in the browser's locale. Month names are our
 * own, not ICU's (en-GB writes September "Sept" in recent ICU, older ones "Sep").
 */

/** The portal's business time zone, and every user's who has not chosen another. */
export const DEFAULT_TIME_ZONE = "Asia/Kuala_Lumpur";

/** The zones a user may choose: the runtime's IANA list (canonical names), and UTC. */
export function timeZoneChoices(): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes("UTC") ? zones : [...zones, "UTC"];
}

let knownZones: Set<string> | null = null;
/** Whether a zone is one of timeZoneChoices() (exact spelling). */
export function isTimeZoneChoice(zone: string): boolean {
  knownZones ??= new Set(timeZoneChoices());
  return knownZones.has(zone);
}

/**
 * The zone the formatters use when not told: the browser sets it to the signed-in user's choice
 * (lib/ability/CurrentUserProvider.tsx). The server never changes it: one process serves many
 * users, so what it writes (e-mails, invoices, exports) is in Malaysian time or names its zone.
 */
let displayTimeZone = DEFAULT_TIME_ZONE;
export function setDisplayTimeZone(zone: string | null): void {
  displayTimeZone = zone && isTimeZoneChoice(zone) ? zone : DEFAULT_TIME_ZONE;
}
export const getDisplayTimeZone = (): string => displayTimeZone;

/** What a zone is called on screen; a zone not listed shows its offset ("GMT+9"). */
const ZONE_ABBREVIATIONS: Record<string, string> = {
  "Asia/Kuala_Lumpur": "MYT",
  "Asia/Kuching": "MYT",
  UTC: "UTC",
  "Etc/UTC": "UTC",
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A value a date comes in: an ISO string (a calendar day "2026-11-27" or a moment), a Date or epoch ms. */
export type DateInput = string | number | Date | null | undefined;

export interface DateFormatOptions {
  /** An IANA zone; the display zone (Malaysia unless the browser's user chose another) when not given. */
  timeZone?: string;
}

/** What a missing date reads as. */
export const NO_DATE = "—";

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CALENDAR_MONTH = /^(\d{4})-(\d{2})$/;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string): Parts {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    partFormats.set(timeZone, format);
  }
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
  return {
    year: value("year"),
    month: value("month"),
    day: value("day"),
    hour: value("hour"),
    minute: value("minute"),
  };
}

function toInstant(value: string | number | Date): Date | null {
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const dayText = (p: { year: number; month: number; day: number }) =>
  `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
const pad = (n: number) => String(n).padStart(2, "0");

/** The short name of a zone at a moment: "MYT", "UTC", else its offset as ICU writes it ("GMT+9"). */
export function timeZoneAbbreviation(timeZone: string = DEFAULT_TIME_ZONE, at: Date = new Date()): string {
  const known = ZONE_ABBREVIATIONS[timeZone];
  if (known) return known;
  const offset = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  // Some ICU builds write a zero offset "GMT+0": it is GMT.
  return offset === "GMT+0" ? "GMT" : (offset ?? timeZone);
}

/**
 * A day: "27 Nov 2026". A calendar day ("2026-11-27") is written as it is; a moment is the day it
 * falls on in the zone (16:00 UTC is already the next day in Malaysia). Missing reads "—"; text that
 * is no date is shown as given rather than as "Invalid Date".
 */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined || value === "") return NO_DATE;
  if (typeof value === "string") {
    const day = CALENDAR_DAY.exec(value);
    if (day) return dayText({ year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) });
  }
  const instant = toInstant(value);
  if (!instant) return String(value);
  return dayText(partsIn(instant, options.timeZone ?? displayTimeZone));
}

/** A moment with its zone: "27 Nov 2026, 15:04 MYT" (24-hour clock). */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined || value === "") return NO_DATE;
  const instant = toInstant(value);
  if (!instant) return String(value);
  const timeZone = options.timeZone ?? displayTimeZone;
  const p = partsIn(instant, timeZone);
  return `${dayText(p)}, ${pad(p.hour)}:${pad(p.minute)} ${timeZoneAbbreviation(timeZone, instant)}`;
}

/** A month: "Nov 2026", from a month key ("2026-11"), a calendar day or a moment (in the zone). */
export function formatMonth(value: DateInput, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined || value === "") return NO_DATE;
  if (typeof value === "string") {
    const month = CALENDAR_MONTH.exec(value) ?? CALENDAR_DAY.exec(value);
    if (month) return `${MONTHS[Number(month[2]) - 1]} ${month[1]}`;
  }
  const instant = toInstant(value);
  if (!instant) return String(value);
  const p = partsIn(instant, options.timeZone ?? displayTimeZone);
  return `${MONTHS[p.month - 1]} ${p.year}`;
}

/**
 * The calendar day ("2026-11-27") a moment falls on in the zone: what a date field starts with
 * and what "today" is for a Malaysian business day.
 */
export function calendarDay(value: Date | string | number, options: DateFormatOptions = {}): string {
  if (typeof value === "string" && CALENDAR_DAY.test(value)) return value;
  const instant = toInstant(value);
  if (!instant) throw new RangeError(`Not a date: ${String(value)}`);
  const p = partsIn(instant, options.timeZone ?? DEFAULT_TIME_ZONE);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Whether text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const day = CALENDAR_DAY.exec(text);
  if (!day) return false;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return date.getUTCFullYear() === Number(day[1]) && date.getUTCDate() === Number(day[3]);
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * Whole calendar days from `now` to `end` in the zone: 0 on the end's own day, 1 the day before,
 * negative once it has passed. Calendar days, not 24-hour spans, so it turns at local midnight.
 */
export function calendarDaysUntil(
  end: Date | string | number,
  now: Date = new Date(),
  options: DateFormatOptions = {},
): number {
  return dayNumber(calendarDay(end, options)) - dayNumber(calendarDay(now, options));
}

const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

/**
 * Days left of a period as a sentence that never counts below zero: "12 days left", "Last day
 * today", "Ended 1 day ago", "Ended 30 days ago"; a period without an end reads "No end".
 */
export function daysLeftText(daysLeft: number | null | undefined): string {
  if (daysLeft === null || daysLeft === undefined) return "No end";
  if (daysLeft > 0) return `${days(daysLeft)} left`;
  if (daysLeft === 0) return "Last day today";
  return `Ended ${days(-daysLeft)} ago`;
}
