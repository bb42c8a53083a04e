/** "1 year", "3 years". */
export const durationLabel = (d: { value: number; unit: string }) =>
  `${d.value} ${d.value === 1 ? d.unit.replace(/s$/, "") : d.unit}`;
