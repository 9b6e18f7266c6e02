import { describe, expect, it } from 'vitest';
import { checkDeposit } from './deposit-checks';

const HASH = '0x9fc76417374aa880d4449a1f7f31ec597f00b1f6f3dd2d66f4c9c6c445836d8b';

describe('deposit checks', () => {
  it('accepts a complete deposit at the minimum, the last 6 in any case', () => {
    expect(checkDeposit({ amount: '120', txHash: HASH, last6: '836D8B' }, 'USDT', '120')).toEqual(
      {},
    );
  });

  it('names what is wrong', () => {
    expect(checkDeposit({ amount: '', txHash: '', last6: '' }, 'USDT', '120')).toEqual({
      amount: 'required',
      txHash: 'required',
      last6: 'required',
    });
    expect(
      checkDeposit({ amount: '119.999999', txHash: 'xyz', last6: '12345' }, 'USDT', '120'),
    ).toEqual({
      amount: 'minimum',
      txHash: 'hash',
      last6: 'last6',
    });
    expect(
      checkDeposit({ amount: '0.0149', txHash: HASH, last6: '836d8c' }, 'BTC', '0.015'),
    ).toEqual({
      amount: 'minimum',
      last6: 'last6Mismatch',
    });
    expect(
      checkDeposit({ amount: '0.015000001', txHash: HASH, last6: '836d8b' }, 'BTC', '0.015'),
    ).toEqual({
      amount: 'decimals',
    });
    expect(checkDeposit({ amount: '-5', txHash: HASH, last6: '836d8b' }, 'ETH', '0.2')).toEqual({
      amount: 'invalid',
    });
  });
});
