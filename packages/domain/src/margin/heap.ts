/**
 * A binary heap of (key, id, version) with lazy deletion: the owner bumps an id's version to
 * invalidate its older entries, which are dropped when they reach the top.
 */
export interface HeapEntry {
  key: bigint;
  id: number;
  version: number;
}

export class KeyHeap {
  private readonly items: HeapEntry[] = [];

  /** `max`: the largest key is on top; otherwise the smallest. */
  constructor(private readonly max: boolean) {}

  get size(): number {
    return this.items.length;
  }

  push(entry: HeapEntry): void {
    const items = this.items;
    items.push(entry);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  peek(): HeapEntry | undefined {
    return this.items[0];
  }

  pop(): HeapEntry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    items[0] = last;
    this.siftDown(0);
    return top;
  }

  /** Keeps only the entries `keep` accepts (drops stale ones in bulk) and restores the order: O(n). */
  retain(keep: (entry: HeapEntry) => boolean): void {
    const items = this.items;
    let kept = 0;
    for (const entry of items) if (keep(entry)) items[kept++] = entry;
    items.length = kept;
    for (let i = (kept >> 1) - 1; i >= 0; i -= 1) this.siftDown(i);
  }

  private siftDown(start: number) {
    const items = this.items;
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let best = i;
      if (left < items.length && this.before(items[left]!, items[best]!)) best = left;
      if (right < items.length && this.before(items[right]!, items[best]!)) best = right;
      if (best === i) break;
      [items[i], items[best]] = [items[best]!, items[i]!];
      i = best;
    }
  }

  private before(a: HeapEntry, b: HeapEntry): boolean {
    if (a.key !== b.key) return this.max ? a.key > b.key : a.key < b.key;
    return a.id < b.id;
  }
}
