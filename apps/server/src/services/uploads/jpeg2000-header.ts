/**
 * Reads a JPEG 2000 image's size from its header, without decoding anything: the pixel limit
 * must be enforced before the decoder allocates (a few bytes can declare 30000×30000).
 */

export interface J2kHeader {
  width: number;
  height: number;
  components: number;
  /**
   * What the WASM decoder returns correctly: grey or RGB (1 or 3 components), unsigned, ≤ 16 bits,
   * none subsampled. Anything else (alpha, CMYK, signed, 4:2:0) would come back garbled.
   */
  decodable: boolean;
}

/**
 * The codestream inside a JP2/JPX file: the first `jp2c` box (ISO 15444-1 annex I). `null` when
 * a box is cut short or there is none — a truncated or corrupt file.
 */
export function findCodestream(file: Uint8Array): Uint8Array | null {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let offset = 0;
  while (offset + 8 <= file.length) {
    let length = view.getUint32(offset);
    const type = String.fromCharCode(...file.subarray(offset + 4, offset + 8));
    let headerLength = 8;
    if (length === 1) {
      // 64-bit length follows the type.
      if (offset + 16 > file.length) return null;
      const long = view.getBigUint64(offset + 8);
      if (long > BigInt(file.length - offset)) return null;
      length = Number(long);
      headerLength = 16;
    } else if (length === 0) {
      // The last box runs to the end of the file.
      length = file.length - offset;
    }
    if (length < headerLength || offset + length > file.length) return null;
    if (type === 'jp2c') return file.subarray(offset + headerLength, offset + length);
    offset += length;
  }
  return null;
}

/** The SIZ marker segment that must follow SOC at the start of a codestream (annex A.5.1). */
export function readJ2kHeader(codestream: Uint8Array): J2kHeader | null {
  // SOC, SIZ, Lsiz, Rsiz, 8 × 32-bit sizes and offsets, Csiz: 42 bytes before the components.
  if (codestream.length < 42) return null;
  const view = new DataView(codestream.buffer, codestream.byteOffset, codestream.byteLength);
  if (view.getUint16(0) !== 0xff4f || view.getUint16(2) !== 0xff51) return null;
  const segmentLength = view.getUint16(4);
  const components = view.getUint16(40);
  if (components < 1 || segmentLength !== 38 + 3 * components) return null;
  if (codestream.length < 4 + segmentLength) return null;
  const width = view.getUint32(8) - view.getUint32(16);
  const height = view.getUint32(12) - view.getUint32(20);
  if (width <= 0 || height <= 0) return null;
  let decodable = components === 1 || components === 3;
  for (let c = 0; c < components; c += 1) {
    const at = 42 + 3 * c;
    const precision = view.getUint8(at);
    const signed = (precision & 0x80) !== 0;
    const bits = (precision & 0x7f) + 1;
    const subsampled = view.getUint8(at + 1) !== 1 || view.getUint8(at + 2) !== 1;
    if (signed || bits > 16 || subsampled) decodable = false;
  }
  return { width, height, components, decodable };
}
