/**
 * A small in-process cache whose entries expire; the least recently used go first when it is
 * full, so what readers keep asking for stays while a long tail passes through. Expired entries
 * are dropped as new ones come, so a cache of a long tail of keys holds only the last interval's
 * worth rather than filling up with entries nobody will ask for again. With `weigh`, it is also
 * full once its entries weigh `maxWeight` (bytes of a page, say).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number; weight: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly weigh: ((value: V) => number) | null;
  private readonly maxWeight: number;
  private weight = 0;

  constructor(
    ttlMs: number,
    maxEntries: number,
    limit?: { weigh: (value: V) => number; maxWeight: number },
  ) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.weigh = limit?.weigh ?? null;
    this.maxWeight = limit?.maxWeight ?? Infinity;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    // To the back: the front is what was used least recently.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const now = Date.now();
    const weight = this.weigh?.(value) ?? 0;
    if (weight > this.maxWeight) return;
    // Entries are kept in the order they were last set or found: those over the limits leave
    // from the front, the least recently used, and so do expired ones found there (one that
    // expired further back goes when it is next asked for).
    for (const [oldest, entry] of this.entries) {
      const full = this.entries.size >= this.maxEntries || this.weight + weight > this.maxWeight;
      if (!full && entry.expires > now) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs, weight });
    this.weight += weight;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  private delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
