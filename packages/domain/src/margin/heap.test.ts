import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyHeap } from './heap.js';

/** Entries with the same key and id may come out in either order: compare those two only. */
const strip = (entry: { key: bigint; id: number } | undefined) =>
  entry && { key: entry.key, id: entry.id };

describe('KeyHeap', () => {
  it('pops by key (largest or smallest first), ties by the lower id (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(fc.bigInt({ min: -50n, max: 50n }), fc.nat(1000)), { maxLength: 200 }),
        fc.array(fc.nat(3), { maxLength: 300 }),
        (max, items, script) => {
          const heap = new KeyHeap(max);
          const model: { key: bigint; id: number; version: number }[] = [];
          const order = (x: (typeof model)[number], y: (typeof model)[number]) =>
            x.key !== y.key ? (max === x.key > y.key ? -1 : 1) : x.id - y.id;
          let next = 0;
          // interleave pushes and pops as the script says, then drain
          for (const op of script) {
            if (op > 0 && next < items.length) {
              const [key, id] = items[next]!;
              const entry = { key, id, version: next };
              next += 1;
              heap.push(entry);
              model.push(entry);
            } else {
              model.sort(order);
              const expected = strip(model.shift());
              expect(strip(heap.peek())).toEqual(expected);
              expect(strip(heap.pop())).toEqual(expected);
            }
            expect(heap.size).toBe(model.length);
          }
          model.sort(order);
          for (const expected of model) expect(strip(heap.pop())).toEqual(strip(expected));
          expect(heap.pop()).toBeUndefined();
          expect(heap.size).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('KeyHeap.retain', () => {
  it('drops exactly the rejected entries and keeps the heap order (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(fc.bigInt({ min: -50n, max: 50n }), fc.nat(1000), fc.boolean()), {
          maxLength: 300,
        }),
        (max, items) => {
          const heap = new KeyHeap(max);
          items.forEach(([key, id], version) => heap.push({ key, id, version }));
          heap.retain((entry) => items[entry.version]![2]);
          const kept = items
            .filter(([, , keep]) => keep)
            .map(([key, id]) => ({ key, id }))
            .sort((x, y) => (x.key !== y.key ? (max === x.key > y.key ? -1 : 1) : x.id - y.id));
          expect(heap.size).toBe(kept.length);
          for (const expected of kept) expect(strip(heap.pop())).toEqual(expected);
          expect(heap.pop()).toBeUndefined();
        },
      ),
      { numRuns: 500 },
    );
  });
});
