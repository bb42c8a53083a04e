export { formatBytes } from "../../../lib/format.ts";

export const formatCredits = (n: number) => `${n.toLocaleString("en-MY")} credit${n === 1 ? "" : "s"}`;
export const recordCount = (n: number) => `${n} record${n === 1 ? "" : "s"}`;
