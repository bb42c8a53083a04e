/** A small seeded PRNG (mulberry32): the same seed gives the same demo and benchmark data everywhere. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator for one item (record, survey, wellbore), independent of every other: data is reproducible by index. */
export function rngFor(stream: number, index: number): Rng {
  return new Rng(mulberry32(Math.imul(stream, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)));
}

export class Rng {
  constructor(readonly next: () => number) {
    // Warm up: the first draws of neighbouring seeds are correlated.
    next();
    next();
  }
  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.float(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  weighted<T extends { weight: number }>(items: readonly T[]): T {
    const total = items.reduce((s, i) => s + i.weight, 0);
    let r = this.next() * total;
    for (const item of items) {
      r -= item.weight;
      if (r < 0) return item;
    }
    return items[items.length - 1];
  }
}
