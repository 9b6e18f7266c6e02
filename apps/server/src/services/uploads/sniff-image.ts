/**
 * What an upload is, judged by its first bytes only: the Content-Type header and the file name
 * are the sender's claim and are never trusted. Only the formats PRODUCT §8 accepts are known;
 * everything else (SVG, GIF, WebP, HEIC, PDF, text, …) is `null`.
 */
export type SniffedFormat = 'jpeg' | 'png' | 'jp2' | 'j2k';

const SIGNATURES: ReadonlyArray<readonly [SniffedFormat, readonly number[]]> = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  // JP2/JPX file: the 12-byte JPEG 2000 signature box.
  ['jp2', [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a]],
  // A bare JPEG 2000 codestream (.j2k, .j2c): SOC marker then SIZ marker.
  ['j2k', [0xff, 0x4f, 0xff, 0x51]],
];

export function sniffImage(bytes: Uint8Array): SniffedFormat | null {
  for (const [format, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte))
      return format;
  }
  return null;
}
