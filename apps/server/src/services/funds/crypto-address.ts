import { createHash } from 'node:crypto';
import type { Network } from '@meridian/contract';
import { getAddress } from 'viem';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0); // each leading '1' is a leading zero byte
  }
  return Uint8Array.from(bytes);
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

/** Base58Check: 25 bytes (version, 20-byte hash, 4-byte checksum of the double SHA-256). */
function base58CheckVersion(text: string): number | undefined {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length !== 25) return undefined;
  const body = bytes.subarray(0, 21);
  const checksum = sha256(sha256(body)).subarray(0, 4);
  if (!checksum.equals(Buffer.from(bytes.subarray(21)))) return undefined;
  return bytes[0];
}

// BIP-173 / BIP-350 (bech32 and bech32m) for native SegWit addresses.
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i += 1) if ((top >>> i) & 1) chk ^= GENERATORS[i]!;
  }
  return chk >>> 0;
}

function isSegwitAddress(address: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const text = address.toLowerCase();
  const separator = text.lastIndexOf('1');
  if (text.slice(0, separator) !== 'bc' || text.length > 90) return false;
  const data = [...text.slice(separator + 1)].map((c) => BECH32.indexOf(c));
  if (data.length < 7 || data.some((d) => d < 0)) return false;
  const hrp = [...'bc'].map((c) => c.charCodeAt(0));
  const expanded = [...hrp.map((c) => c >> 5), 0, ...hrp.map((c) => c & 31), ...data];
  const check = polymod(expanded);
  const version = data[0]!;
  // v0 uses bech32 (constant 1), v1+ bech32m (0x2bc830a3).
  if (check !== (version === 0 ? 1 : 0x2bc830a3)) return false;
  if (version > 16) return false;
  // The witness program (5-bit groups → bytes) must be 2–40 bytes; v0 exactly 20 or 32.
  const programBits = (data.length - 7) * 5;
  const programBytes = Math.floor(programBits / 8);
  if (programBits % 8 >= 5) return false;
  if (programBytes < 2 || programBytes > 40) return false;
  return version !== 0 || programBytes === 20 || programBytes === 32;
}

function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  // All one case carries no checksum; mixed case must be the EIP-55 checksum.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return getAddress(address.toLowerCase()) === address;
}

/** PRODUCT §6: BTC base58 (P2PKH/P2SH) or bech32; ETH and ERC-20 EIP-55; TRON base58. */
export function isValidAddress(network: Network, address: string): boolean {
  switch (network) {
    case 'BTC':
      if (/^bc1/i.test(address)) return isSegwitAddress(address);
      return /^[13]/.test(address) && [0x00, 0x05].includes(base58CheckVersion(address) ?? -1);
    case 'ETH':
    case 'ERC20':
      return isEthereumAddress(address);
    case 'TRC20':
      return /^T/.test(address) && base58CheckVersion(address) === 0x41;
  }
}
