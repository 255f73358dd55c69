/**
 * A small bounded map that forgets the least recently used entry past `max` (ADR 032): the
 * prepared catalogue indexes kept between enrichments, one entry per user.
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) {
      throw new Error(`BoundedCache: max must be a positive integer (${max})`);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry, now the most recently used one. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) {
        break;
      }
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }
}
