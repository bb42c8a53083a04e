/**
 * Made things kept per key and data version, the least recently used dropped past a byte budget,
 * and made once however many requests ask at the same time. An entry of an older version is never
 * served: the version is part of what a lookup must match, so a publish simply stops it being used.
 * Each app instance keeps its own: it only saves work, and a second instance makes its own.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: number; value: T; bytes: number }>();
  private readonly pending = new Map<string, Promise<T>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: T) => number,
  ) {}

  /** Whether `key` is kept as of `version`. */
  has(key: string, version: number): boolean {
    return this.entries.get(key)?.version === version;
  }

  async get(key: string, version: number, make: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit?.version === version) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const flight = `${key}@${version}`;
    const running = this.pending.get(flight);
    if (running) return running;
    const made = make()
      .then((value) => {
        this.store(key, version, value);
        return value;
      })
      .finally(() => this.pending.delete(flight));
    this.pending.set(flight, made);
    return made;
  }

  private store(key: string, version: number, value: T) {
    const current = this.entries.get(key);
    // A slower maker of an older version must not replace a newer entry.
    if (current && current.version > version) return;
    if (current) {
      this.bytes -= current.bytes;
      this.entries.delete(key);
    }
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { version, value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}
