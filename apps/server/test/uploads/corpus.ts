/**
 * A hostile-upload corpus, built in memory: real images from sharp, JPEG 2000 from OpenJPEG's
 * encoder (sharp cannot write it), and hand-made byte layouts for what no encoder would write.
 */
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Marker strings planted in metadata and payloads; none may survive into stored bytes. */
export const MARKERS = {
  gpsDatum: 'GPSMARKERDATUM',
  gpsDate: '2031:07:14',
  camera: 'SpyCamMarker',
  comment: 'JPEGCOMMENTMARKER',
  pngText: 'PNGTEXTMARKER',
  zipName: 'payload.html',
  script: '<script>alert("polyglot")</script>',
} as const;

/** Deterministic noise: compresses badly, like a photo. */
function noise(length: number, seed = 1): Buffer {
  const data = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < data.length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    data[i] = state >>> 24;
  }
  return data;
}

const raw = (width: number, height: number) =>
  sharp(noise(width * height * 3), { raw: { width, height, channels: 3 } });

export const jpeg = (width = 300, height = 200) => raw(width, height).jpeg().toBuffer();
export const png = (width = 300, height = 200) => raw(width, height).png().toBuffer();
export const gif = () => raw(40, 30).gif().toBuffer();
export const webp = () => raw(40, 30).webp().toBuffer();

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export const textFile = Buffer.from('This is not a picture, whatever its name says.\n');

/** A JPEG with EXIF (camera, GPS position, orientation 6 = rotate 90°) and a comment. */
export async function exifJpeg(): Promise<Buffer> {
  const tagged = await raw(300, 200)
    .withExif({
      IFD0: { Make: MARKERS.camera, Model: MARKERS.camera },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2648/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3951/100',
        GPSMapDatum: MARKERS.gpsDatum,
        GPSDateStamp: MARKERS.gpsDate,
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  return withJpegComment(tagged, MARKERS.comment);
}

/** Inserts a COM segment right after SOI. */
function withJpegComment(jpegBytes: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpegBytes.subarray(0, 2), segment, body, jpegBytes.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** A PNG with a tEXt chunk after IHDR (signature 8 + IHDR chunk 25 bytes). */
export async function pngWithText(): Promise<Buffer> {
  const bytes = await png();
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${MARKERS.pngText}`, 'latin1'));
  return Buffer.concat([bytes.subarray(0, 33), text, bytes.subarray(33)]);
}

/** A 74-byte PNG whose header claims width × height (a decompression bomb's header). */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real, fully decodable, single-colour PNG: tiny on the wire, huge in memory. */
export const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A valid JPEG followed by a valid ZIP holding an HTML page with a script. */
export async function polyglot(): Promise<Buffer> {
  return Buffer.concat([await jpeg(), zipOf(MARKERS.zipName, `<html>${MARKERS.script}</html>`)]);
}

/** A one-file, uncompressed ZIP archive (local header, data, central directory, end record). */
function zipOf(name: string, content: string): Buffer {
  const fileName = Buffer.from(name, 'latin1');
  const data = Buffer.from(content, 'latin1');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

// ---------------------------------------------------------------------------------------------
// JPEG 2000, through the encoder in the full build of @cornerstonejs/codec-openjpeg.

interface J2KEncoder {
  getDecodedBuffer(frame: {
    width: number;
    height: number;
    bitsPerSample: number;
    componentCount: number;
    isSigned: boolean;
    isUsingColorTransform: boolean;
  }): Uint8Array;
  encode(): void;
  getEncodedBuffer(): Uint8Array;
  delete(): void;
}
type EncoderFactory = (module: object) => Promise<{ J2KEncoder: new () => J2KEncoder }>;

/** Pixels and their lossless J2K codestream (width and height at least 32: five wavelet levels). */
export async function j2kCodestream(
  width: number,
  height: number,
  channels: 1 | 3,
  bitsPerSample = 8,
): Promise<{ codestream: Buffer; pixels: Buffer }> {
  const factory = createRequire(import.meta.url)(
    '@cornerstonejs/codec-openjpeg/wasmjs',
  ) as EncoderFactory;
  const codec = await factory({ print: () => undefined, printErr: () => undefined });
  const encoder = new codec.J2KEncoder();
  try {
    const input = encoder.getDecodedBuffer({
      width,
      height,
      bitsPerSample,
      componentCount: channels,
      isSigned: false,
      isUsingColorTransform: channels === 3,
    });
    input.set(noise(input.length, 7));
    if (bitsPerSample > 8) {
      // Keep 16-bit samples within the declared precision.
      const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
      for (let i = 0; i < input.length; i += 2)
        view.setUint16(i, view.getUint16(i, true) >> (16 - bitsPerSample), true);
    }
    const pixels = Buffer.from(input);
    encoder.encode();
    return { codestream: Buffer.from(encoder.getEncodedBuffer()), pixels };
  } finally {
    encoder.delete();
  }
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A JP2 file around a codestream: signature, ftyp, jp2h (ihdr, colr), then jp2c. */
export function jp2File(codestream: Buffer, width: number, height: number, channels: 1 | 3) {
  const ihdr = Buffer.alloc(14);
  ihdr.writeUInt32BE(height, 0);
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt16BE(channels, 8);
  ihdr[10] = 7; // 8 bits per component
  ihdr[11] = 7; // compression type: JPEG 2000
  // Colour by enumeration: 16 sRGB, 17 greyscale.
  const colr = Buffer.from([1, 0, 0, 0, 0, 0, channels === 3 ? 16 : 17]);
  const brand = Buffer.from('jp2 ', 'latin1');
  return Buffer.concat([
    Buffer.from('0000000c6a5020200d0a870a', 'hex'),
    box('ftyp', brand, Buffer.alloc(4), brand),
    box('jp2h', box('ihdr', ihdr), box('colr', colr)),
    box('jp2c', codestream),
  ]);
}

/** A codestream whose SIZ claims width × height over whatever tile data follows. */
export function withDeclaredSize(codestream: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(codestream);
  copy.writeUInt32BE(width, 8); // Xsiz
  copy.writeUInt32BE(height, 12); // Ysiz
  copy.writeUInt32BE(width, 24); // XTsiz: one tile
  copy.writeUInt32BE(height, 28); // YTsiz
  return copy;
}
