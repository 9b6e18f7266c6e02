import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePlanState, encodePlanState } from './plan-state-codec.js';

describe('plan state codec', () => {
  it('brings every state back exactly through JSON, bigints included', () => {
    const leaf = fc.oneof(fc.bigInt(), fc.integer(), fc.string(), fc.boolean(), fc.constant(null));
    const state = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 5 }),
      object: fc.dictionary(
        fc.string().filter((k) => k !== '$n' && k !== '__proto__'),
        tie('value'),
        {
          maxKeys: 5,
        },
      ),
    })).value;
    fc.assert(
      fc.property(state, (value) => {
        const stored = JSON.parse(JSON.stringify(encodePlanState(value)));
        expect(decodePlanState(stored)).toEqual(value);
      }),
    );
  });

  it('stores a bigint as a tagged string', () => {
    expect(encodePlanState({ price: 10n ** 30n, n: 3 })).toEqual({
      price: { $n: '1000000000000000000000000000000' },
      n: 3,
    });
  });
});
