// Shopify delivers a webhook at least once: a delivery it thinks timed out comes again with the same
// X-Shopify-Webhook-Id. Remembering the ids seen lets a repeat be answered 200 without building twice. The
// memory is bounded: past `capacity` ids the oldest are forgotten (a repeat that late would only cost a build).

export class SeenIds {
  readonly capacity: number;
  // A Set iterates in insertion order, so its first entry is always the oldest one remembered.
  readonly #ids = new Set<string>();

  constructor(capacity = 10_000) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, not ${capacity}`);
    this.capacity = capacity;
  }

  /** True the first time `id` is offered (it is then remembered); false while it is still remembered. */
  firstSighting(id: string): boolean {
    if (this.#ids.has(id)) return false;
    this.#ids.add(id);
    if (this.#ids.size > this.capacity) {
      const oldest = this.#ids.values().next().value as string;
      this.#ids.delete(oldest);
    }
    return true;
  }

  get size(): number {
    return this.#ids.size;
  }
}
