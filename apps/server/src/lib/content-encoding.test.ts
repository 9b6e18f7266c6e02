import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './content-encoding.js';

describe('chooseEncoding', () => {
  it('takes the higher weight, brotli on a tie, honouring q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('GZIP;Q=1.0')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeUndefined();
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.1')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br')).toBe('br');
  });
});
