import { describe, expect, it } from 'vitest';
import { isValidAddress } from './crypto-address.js';

describe('isValidAddress', () => {
  it('accepts known-good addresses of every network', () => {
    expect(isValidAddress('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true); // genesis P2PKH
    expect(isValidAddress('BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true); // P2SH
    expect(isValidAddress('BTC', 'bc1qw508d6qejxtdg4c5bdx9ayn2dv00uqyl6dnn8f')).toBe(false); // typo'd
    expect(isValidAddress('BTC', 'bc1qw508d6qejxtdg4c5bdx9ayn2dv00uqyl6dnm8f')).toBe(false);
    expect(isValidAddress('BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true); // BIP-173 vector
    expect(isValidAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(
      isValidAddress('BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'),
    ).toBe(true); // BIP-350 taproot vector
    expect(isValidAddress('ETH', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true); // EIP-55
    expect(isValidAddress('ERC20', '0xde709f2102306220921060314715629080e2fb77')).toBe(true);
    expect(isValidAddress('TRC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe(true);
  });

  it('refuses wrong checksums, wrong networks and junk', () => {
    expect(isValidAddress('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false); // checksum
    expect(isValidAddress('ETH', '0x52908400098527886E0F7030069857D2E4169Ee7')).toBe(false); // case
    expect(isValidAddress('ETH', '0x52908400098527886E0F7030069857D2E4169E')).toBe(false);
    expect(isValidAddress('TRC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv9')).toBe(false);
    expect(isValidAddress('TRC20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false); // a BTC one
    expect(isValidAddress('BTC', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe(false); // a TRON one
    expect(isValidAddress('ERC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe(false);
    expect(isValidAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdQ')).toBe(false); // mixed
    expect(isValidAddress('BTC', '')).toBe(false);
    expect(isValidAddress('ETH', 'hello')).toBe(false);
  });
});
