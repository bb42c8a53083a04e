/** "YYYY-MM" → ms since epoch at the middle of the month (a monthly value's time on a chart). */
export const periodTime = (period: string) =>
  Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 15);

const whole = new Intl.NumberFormat("en-MY", { maximumFractionDigits: 0 });
const three = new Intl.NumberFormat("en-MY", { maximumSignificantDigits: 4 });

export const formatVolume = (v: number) => whole.format(v);
export const formatNumber = (v: number) => three.format(v);
