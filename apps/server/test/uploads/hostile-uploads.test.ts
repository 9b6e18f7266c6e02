import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadBlobs, uploads } from '../../src/db/schema/index.js';
import { registerByEmail } from '../helpers/accounts.js';
import { setSetting } from '../helpers/settings.js';
import { useTestServer } from '../helpers/test-server.js';
import {
  MARKERS,
  exifJpeg,
  flatPng,
  gif,
  j2kCodestream,
  jp2File,
  jpeg,
  png,
  pngDeclaring,
  pngWithText,
  polyglot,
  svg,
  textFile,
  webp,
  withDeclaredSize,
} from './corpus.js';
import { storedCounts, streamed, upload } from './helpers.js';

const server = useTestServer();
let token: string;

beforeAll(async () => {
  token = (await registerByEmail(server)).token;
});

const MAX_BYTES = 5 * 1024 * 1024;

/** The stored row and bytes of an accepted upload. */
async function stored(id: string) {
  const [row] = await server.deps.db.select().from(uploads).where(eq(uploads.id, id));
  const [blob] = await server.deps.db
    .select()
    .from(uploadBlobs)
    .where(eq(uploadBlobs.uploadId, id));
  if (!row || !blob) throw new Error(`upload ${id} not stored`);
  return { row, bytes: Buffer.from(blob.bytes) };
}

/** Uploads, expects a refusal with `code`, and checks nothing at all was stored. */
async function expectRefused(
  body: Parameters<typeof upload>[2],
  contentType: string | null,
  code: number,
) {
  const before = await storedCounts(server);
  const { status, body: reply } = await upload(server, token, body, contentType);
  expect({ status, code: reply.code }).toEqual({ status: 400, code });
  expect(reply.result).toBeNull();
  expect(await storedCounts(server)).toEqual(before);
  return reply;
}

/** Uploads, expects success, and returns the reply and what was stored. */
async function expectAccepted(body: Buffer, contentType = 'image/jpeg') {
  const { status, body: reply } = await upload(server, token, body, contentType);
  expect({ status, code: reply.code, msg: reply.msg }).toMatchObject({ status: 200, code: 200 });
  return { result: reply.result, ...(await stored(reply.result.id)) };
}

describe('accepted uploads are re-encoded from their pixels', () => {
  it('a plain JPEG is stored as a new JPEG with its size and checksum', async () => {
    const input = await jpeg(300, 200);
    const { result, row, bytes } = await expectAccepted(input);
    expect(result).toMatchObject({
      purpose: 'kyc_front',
      mime: 'image/jpeg',
      width: 300,
      height: 200,
      bytes: bytes.length,
    });
    expect(row).toMatchObject({ ownerKind: 'user', sourceFormat: 'jpeg', bytes: bytes.length });
    const { createHash } = await import('node:crypto');
    expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(bytes.equals(input)).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
  });

  it('a PNG sent as image/jpeg is taken for what it is: a PNG, re-encoded without its text', async () => {
    const input = await pngWithText();
    const { result, row, bytes } = await expectAccepted(input, 'image/jpeg');
    expect(result).toMatchObject({ mime: 'image/png', width: 300, height: 200 });
    expect(row.sourceFormat).toBe('png');
    expect(bytes.equals(input)).toBe(false);
    expect(bytes.includes(MARKERS.pngText)).toBe(false);
    // Lossless: the same pixels.
    const [a, b] = await Promise.all([input, bytes].map((x) => sharp(x).raw().toBuffer()));
    expect(b!.equals(a!)).toBe(true);
  });

  it('a polyglot (JPEG + ZIP with an HTML script) keeps the picture and loses the payload', async () => {
    const input = await polyglot();
    expect(input.includes(MARKERS.script)).toBe(true);
    const { result, bytes } = await expectAccepted(input, 'application/octet-stream');
    expect(result).toMatchObject({ mime: 'image/jpeg', width: 300, height: 200 });
    expect(bytes.equals(input)).toBe(false);
    for (const trace of [MARKERS.script, MARKERS.zipName, '<html', 'PK\x03\x04', 'PK\x05\x06'])
      expect(bytes.includes(trace, 0, 'latin1')).toBe(false);
    // Nothing after the JPEG's end marker.
    expect(bytes.subarray(-2).toString('hex')).toBe('ffd9');
  });

  it('EXIF with a GPS position, a comment and orientation: applied, then all dropped', async () => {
    const input = await exifJpeg();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif).toBeDefined();
    for (const marker of [MARKERS.gpsDatum, MARKERS.gpsDate, MARKERS.camera, MARKERS.comment])
      expect(input.includes(marker)).toBe(true);

    const { result, bytes } = await expectAccepted(input);
    // Orientation 6 turns the 300×200 picture upright: 200×300.
    expect(result).toMatchObject({ mime: 'image/jpeg', width: 200, height: 300 });
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.comments).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const marker of [MARKERS.gpsDatum, MARKERS.gpsDate, MARKERS.camera, MARKERS.comment])
      expect(bytes.includes(marker)).toBe(false);
    expect(bytes.includes('Exif\0\0')).toBe(false);
  });

  it('a JPEG 2000 file (.jp2) is decoded and stored as a PNG with the same pixels', async () => {
    const { codestream, pixels } = await j2kCodestream(64, 48, 3);
    const input = jp2File(codestream, 64, 48, 3);
    const { result, row, bytes } = await expectAccepted(input, 'image/jp2');
    expect(result).toMatchObject({ mime: 'image/png', width: 64, height: 48 });
    expect(row.sourceFormat).toBe('jp2');
    expect((await sharp(bytes).metadata()).format).toBe('png');
    const decoded = await sharp(bytes).raw().toBuffer();
    expect(decoded.equals(pixels)).toBe(true);
  });

  it('JPEG 2000 uploads at the same time are all decoded (in worker threads, one by one)', async () => {
    const files = await Promise.all(
      [32, 48, 64].map(async (side) => {
        const { codestream } = await j2kCodestream(side, side, 3);
        return jp2File(codestream, side, side, 3);
      }),
    );
    const replies = await Promise.all(
      files.map((file) => upload(server, token, file, 'image/jp2')),
    );
    expect(replies.map((r) => [r.body.code, r.body.result?.width])).toEqual([
      [200, 32],
      [200, 48],
      [200, 64],
    ]);
  });

  it('a bare JPEG 2000 codestream (.j2k, 16-bit grey) is accepted too', async () => {
    const { codestream, pixels } = await j2kCodestream(40, 32, 1, 16);
    const { result, row, bytes } = await expectAccepted(codestream, 'application/octet-stream');
    expect(result).toMatchObject({ mime: 'image/png', width: 40, height: 32 });
    expect(row.sourceFormat).toBe('jp2');
    // Stored as 8-bit grey: the top 8 bits of each 16-bit sample.
    const expected = Buffer.alloc(40 * 32);
    for (let i = 0; i < expected.length; i += 1) expected[i] = pixels.readUInt16LE(2 * i) >> 8;
    expect((await sharp(bytes).metadata()).channels).toBe(1);
    const decoded = await sharp(bytes).toColourspace('b-w').raw().toBuffer();
    expect(decoded.equals(expected)).toBe(true);
  });

  it('a file of exactly the size limit passes (the limit is inclusive)', async () => {
    const image = await jpeg(64, 64);
    const input = Buffer.concat([image, Buffer.alloc(MAX_BYTES - image.length)]);
    const { result } = await expectAccepted(input);
    expect(result).toMatchObject({ width: 64, height: 64 });
  });
});

describe('refused uploads answer a clear code and store nothing', () => {
  it('a text file named .jpg: 465', async () => {
    const reply = await expectRefused(textFile, 'image/jpeg', 465);
    expect(reply.msg).toMatch(/JPG, JPEG 2000 or PNG/);
  });

  it('SVG, as its own type or disguised as PNG: 465', async () => {
    await expectRefused(svg, 'image/svg+xml', 465);
    await expectRefused(svg, 'image/png', 465);
  });

  it('GIF and WebP (only JPG, JPEG 2000 and PNG are accepted): 465', async () => {
    await expectRefused(await gif(), 'image/gif', 465);
    await expectRefused(await gif(), 'application/octet-stream', 465);
    await expectRefused(await webp(), 'image/webp', 465);
    await expectRefused(await webp(), 'image/jpeg', 465);
  });

  it('JSON, text or no content type at all: 465', async () => {
    await expectRefused(Buffer.from('{"image":"x"}'), 'application/json', 465);
    await expectRefused(Buffer.from('hello'), 'text/plain', 465);
    await expectRefused(await jpeg(), null, 465);
  });

  it('an empty body: 468', async () => {
    await expectRefused(Buffer.alloc(0), 'image/jpeg', 468);
  });

  it('a truncated JPEG and a truncated PNG: 465', async () => {
    const fullJpeg = await jpeg();
    await expectRefused(fullJpeg.subarray(0, Math.floor(fullJpeg.length / 2)), 'image/jpeg', 465);
    await expectRefused(fullJpeg.subarray(0, fullJpeg.length - 2), 'image/jpeg', 465);
    const fullPng = await png();
    await expectRefused(fullPng.subarray(0, Math.floor(fullPng.length / 2)), 'image/png', 465);
    // Cut inside the last IDAT's checksum (a PNG missing only its IEND trailer still holds
    // every pixel, and libpng rightly decodes it).
    await expectRefused(fullPng.subarray(0, fullPng.length - 16), 'image/png', 465);
  });

  it('a corrupt JPEG 2000: truncated, no codestream box, or garbage after SIZ: 465', async () => {
    const { codestream } = await j2kCodestream(64, 48, 3);
    const file = jp2File(codestream, 64, 48, 3);
    await expectRefused(file.subarray(0, file.length - 100), 'image/jp2', 465);
    await expectRefused(file.subarray(0, 60), 'image/jp2', 465);
    const garbage = Buffer.concat([codestream.subarray(0, 60), Buffer.alloc(200, 0x5a)]);
    await expectRefused(garbage, 'application/octet-stream', 465);
    await expectRefused(jp2File(garbage, 64, 48, 3), 'image/jp2', 465);
  });

  it('a file just over the limit: 466 naming "5 MB", whether or not it says its length', async () => {
    const image = await jpeg(64, 64);
    const input = Buffer.concat([image, Buffer.alloc(MAX_BYTES + 1 - image.length)]);
    const reply = await expectRefused(input, 'image/jpeg', 466);
    expect(reply.msg).toBe('The image size cannot exceed 5 MB');
    // Streamed without a Content-Length: stopped while reading.
    const streamedReply = await expectRefused(streamed(input), 'image/jpeg', 466);
    expect(streamedReply.msg).toBe('The image size cannot exceed 5 MB');
    // Far over: refused from the Content-Length alone.
    await expectRefused(Buffer.alloc(20 * MAX_BYTES), 'image/jpeg', 466);
  });

  it('a lowered size setting applies at once and is the limit named', async () => {
    await setSetting(server, 'uploads.maxBytes', 1024 * 1024);
    try {
      const image = await jpeg(64, 64);
      const input = Buffer.concat([image, Buffer.alloc(1024 * 1024 + 1 - image.length)]);
      const reply = await expectRefused(input, 'image/jpeg', 466);
      expect(reply.msg).toBe('The image size cannot exceed 1 MB');
      await setSetting(server, 'uploads.maxBytes', 2.5 * 1024 * 1024);
      const bigger = Buffer.concat([image, Buffer.alloc(3 * 1024 * 1024 - image.length)]);
      expect((await expectRefused(bigger, 'image/jpeg', 466)).msg).toMatch(/2\.5 MB$/);
    } finally {
      await setSetting(server, 'uploads.maxBytes', MAX_BYTES);
    }
  });

  it('pixel floods: a 74-byte PNG declaring 30000×30000 and a real flat PNG over the limit: 467', async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100);
    const reply = await expectRefused(bomb, 'image/png', 467);
    expect(reply.msg).toBe('The image is too large: at most 40 MP');

    // 7000 × 7000 = 49 megapixels of white: a valid PNG of a few hundred KB.
    const flat = await flatPng(7000, 7000);
    expect(flat.length).toBeLessThan(MAX_BYTES);
    await expectRefused(flat, 'image/png', 467);
  });

  it('a JPEG 2000 header declaring a huge image is refused before decoding: 467', async () => {
    const { codestream } = await j2kCodestream(64, 48, 3);
    const bomb = withDeclaredSize(codestream, 30_000, 30_000);
    await expectRefused(bomb, 'application/octet-stream', 467);
    await expectRefused(jp2File(bomb, 30_000, 30_000, 3), 'image/jp2', 467);
  });

  it('a lowered pixel setting applies at once and is the limit named', async () => {
    await setSetting(server, 'uploads.maxPixels', 50_000);
    try {
      const reply = await expectRefused(await jpeg(300, 200), 'image/jpeg', 467);
      expect(reply.msg).toBe('The image is too large: at most 0.05 MP');
    } finally {
      await setSetting(server, 'uploads.maxPixels', 40_000_000);
    }
  });

  it('a missing or unknown purpose: 400', async () => {
    const image = await jpeg();
    expect((await upload(server, token, image, 'image/jpeg', 'selfie')).body.code).toBe(400);
    const none = await server.call({
      method: 'POST',
      url: '/swx/customer/user/upload',
      headers: { authorization: token, 'content-type': 'image/jpeg' },
      payload: image,
    });
    expect(none.status).toBe(400);
  });
});
