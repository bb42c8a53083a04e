import { type AddOn, CURRENCY, type DurationUnit, type Tier } from "../enums.ts";

/** Money: integer sen with its currency (ARCHITECTURE "Money"); never a float. */
export interface Money {
  currency: typeof CURRENCY;
  amountSen: number;
}

export interface Duration {
  value: number;
  unit: DurationUnit;
}

/** How a plan's price is charged (section 9's "Period" column). */
export type PricePeriod = "none" | "per-year" | "per-round" | "once";

/**
 * A plan (section 3 "Plan definition": type, price, duration, description, features, notes).
 * `durations` lists what an applicant may choose; an empty list means the plan has no period
 * (basic) and `fixedDuration` one the applicant does not choose (graduate: 1 year).
 */
export interface Plan {
  type: Tier;
  label: string;
  price: Money;
  period: PricePeriod;
  durations: readonly Duration[];
  description: string;
  features: readonly string[];
  notes?: string;
  /** Whether an applicant may pick this plan when registering (MBR and MPM study come with a bid round). */
  registrable: boolean;
  /** The plan needs an open bid round (section 9: "the bid round contains the mpm-study and mbr options"). */
  needsBidRound: boolean;
  /** Add-ons this plan may take. */
  addOns: readonly AddOn[];
  /**
   * What bounds a per-round plan's period instead of a chosen duration (section 9): the bid round
   * it names ("round": it ends when the round closes) or the virtual data room's continuous days
   * ("vdr-days": from the organisation's VDR settings, else the configuration).
   */
  lasts?: "round" | "vdr-days";
}

const myr = (ringgit: number): Money => ({ currency: CURRENCY, amountSen: ringgit * 100 });
const years = (...values: number[]): Duration[] => values.map((value) => ({ value, unit: "years" }));

/** Selectable durations (section 9): 1, 3 or 5 years; 1, 2 or 3 years; or 1 year only. */
const ONE_THREE_FIVE = years(1, 3, 5);
const ONE_TWO_THREE = years(1, 2, 3);
const ONE_YEAR = years(1);
/** A bid round lasts its round and a data room its days: the applicant chooses no duration. */
const NO_CHOICE: Duration[] = [];

const CATALOGUE_FEATURES = ["Data catalogue and viewer", "New data announcements", "Organisation members"];

/** The plans of section 9, prices in MYR as integer sen. */
export const PLANS: Record<Tier, Plan> = {
  basic: {
    type: "basic",
    label: "Basic",
    price: myr(0),
    period: "none",
    durations: [],
    description: "Browse the catalogue and the viewer at no cost.",
    features: CATALOGUE_FEATURES,
    registrable: true,
    needsBidRound: false,
    addOns: [],
  },
  standard: {
    type: "standard",
    label: "Standard",
    price: myr(64_000),
    period: "per-year",
    durations: ONE_THREE_FIVE,
    description: "The catalogue with bookmarks, the download manager, data visualisation and the web map.",
    features: [
      ...CATALOGUE_FEATURES,
      "Bookmarks",
      "Download manager",
      "Data visualisation",
      "Web map",
      "MBR-Plus",
    ],
    notes: "Includes free bid round dataset access.",
    registrable: true,
    needsBidRound: false,
    addOns: ["mbr", "mpm-study", "mbr-plus", "vdr"],
  },
  premium: {
    type: "premium",
    label: "Premium",
    price: myr(84_000),
    period: "per-year",
    durations: ONE_THREE_FIVE,
    description: "Standard plus production data, COREAI data and well analytics.",
    features: [
      ...CATALOGUE_FEATURES,
      "Bookmarks",
      "Download manager",
      "Data visualisation",
      "Web map",
      "Production data",
      "COREAI data",
      "Well analytics",
    ],
    notes: "Includes free bid round dataset access.",
    registrable: true,
    needsBidRound: false,
    addOns: ["mbr", "mpm-study", "mbr-plus", "vdr"],
  },
  graduate: {
    type: "graduate",
    label: "Graduate",
    price: myr(0),
    period: "once",
    durations: ONE_YEAR,
    description: "For graduate students of a Malaysian institute.",
    features: [...CATALOGUE_FEATURES, "Download manager", "Study documents"],
    registrable: true,
    needsBidRound: false,
    addOns: [],
  },
  research: {
    type: "research",
    label: "Research",
    price: myr(0),
    period: "once",
    durations: ONE_TWO_THREE,
    description: "For researchers of a Malaysian institute, for the research's duration.",
    features: [...CATALOGUE_FEATURES, "Download manager", "Study documents"],
    registrable: true,
    needsBidRound: false,
    addOns: [],
  },
  academic: {
    type: "academic",
    label: "Academic",
    price: myr(0),
    period: "once",
    durations: ONE_YEAR,
    description: "For academic staff of a Malaysian institute.",
    features: [...CATALOGUE_FEATURES, "Download manager", "Study documents"],
    registrable: true,
    needsBidRound: false,
    addOns: [],
  },
  "international-academic": {
    type: "international-academic",
    label: "International Academic",
    price: myr(64_000),
    period: "per-year",
    durations: ONE_YEAR,
    description: "For academic staff of an institute outside Malaysia.",
    features: [...CATALOGUE_FEATURES, "Download manager", "Study documents"],
    registrable: true,
    needsBidRound: false,
    addOns: [],
  },
  "international-graduate": {
    type: "international-graduate",
    label: "International Graduate",
    price: myr(64_000),
    period: "per-year",
    durations: ONE_YEAR,
    description: "For graduate students of an institute outside Malaysia.",
    features: [...CATALOGUE_FEATURES, "Download manager", "Study documents"],
    registrable: true,
    needsBidRound: false,
    addOns: [],
  },
  "international-research": {
    type: "international-research",
    label: "International Research",
    price: myr(64_000),
    period: "per-year",
    durations: ONE_TWO_THREE,
    description: "For researchers of an institute outside Malaysia.",
    features: [...CATALOGUE_FEATURES, "Download manager", "Study documents"],
    registrable: true,
    needsBidRound: false,
    addOns: [],
  },
  "bid-round": {
    type: "bid-round",
    label: "Bid Round",
    price: myr(40_000),
    period: "per-round",
    durations: NO_CHOICE,
    description: "Data of one bid round, with the MBR and MPM study options.",
    features: ["Bid round data visualisation", "MBR", "Web map"],
    registrable: true,
    needsBidRound: true,
    addOns: ["mbr", "mpm-study"],
    lasts: "round",
  },
  mbr: {
    type: "mbr",
    label: "MBR",
    price: myr(40_000),
    period: "per-round",
    durations: NO_CHOICE,
    description: "The MBR option of a bid round.",
    features: ["Bid round data visualisation", "MBR", "Web map"],
    registrable: false,
    needsBidRound: true,
    addOns: [],
    lasts: "round",
  },
  "mpm-study": {
    type: "mpm-study",
    label: "MPM Study",
    price: myr(40_000),
    period: "per-round",
    durations: NO_CHOICE,
    description: "The MPM study option of a bid round.",
    features: ["Technical study", "Web map"],
    registrable: false,
    needsBidRound: true,
    addOns: [],
    lasts: "round",
  },
  vdr: {
    type: "vdr",
    label: "Virtual Data Room",
    price: myr(30_000),
    period: "per-round",
    durations: NO_CHOICE,
    description: "Access to the virtual data room for a number of continuous days.",
    features: ["Virtual data room"],
    notes: "The access duration in continuous days and the contact address come from configuration.",
    registrable: true,
    needsBidRound: true,
    addOns: [],
    lasts: "vdr-days",
  },
};

/**
 * Add-on prices are not given by section 9 (docs/decisions.md): an add-on costs what its plan costs
 * per round (MBR and MPM study as a bid round, VDR as a data room); MBR-Plus is included in
 * standard and premium, so it is free.
 */
export const ADD_ON_PRICES: Record<AddOn, Money> = {
  mbr: myr(40_000),
  "mpm-study": myr(40_000),
  "mbr-plus": myr(0),
  vdr: myr(30_000),
};

export interface PriceInput {
  planType: Tier;
  duration: Duration | null;
  addOns?: readonly AddOn[];
}

/** Whether `duration` is one the plan offers (a plan without durations takes none). */
export function isDurationAllowed(plan: Plan, duration: Duration | null): boolean {
  if (plan.durations.length === 0) return duration === null;
  return (
    duration !== null && plan.durations.some((d) => d.value === duration.value && d.unit === duration.unit)
  );
}

/** The amount in sen an application for this plan, duration and add-ons costs. */
export function priceOf({ planType, duration, addOns = [] }: PriceInput): number {
  const plan = PLANS[planType];
  const years = duration ? (duration.unit === "years" ? duration.value : 1) : 1;
  const base = plan.period === "per-year" ? plan.price.amountSen * years : plan.price.amountSen;
  return base + addOns.reduce((sum, addOn) => sum + ADD_ON_PRICES[addOn].amountSen, 0);
}

/** The end of a period that starts at `from` and lasts `duration` (calendar months and years). */
export function addDuration(from: Date, duration: Duration): Date {
  const end = new Date(from.getTime());
  if (duration.unit === "days") end.setUTCDate(end.getUTCDate() + duration.value);
  else if (duration.unit === "months") end.setUTCMonth(end.getUTCMonth() + duration.value);
  else end.setUTCFullYear(end.getUTCFullYear() + duration.value);
  return end;
}
