import sharp from 'sharp';
import { decodeJpeg2000 } from './decode-jpeg2000.js';
import { findCodestream, readJ2kHeader } from './jpeg2000-header.js';
import { sniffImage } from './sniff-image.js';
import {
  imageFormatWrong,
  imageRequired,
  imageTooLarge,
  imageTooManyPixels,
} from './upload-errors.js';
import type { UploadLimits } from './upload-limits.js';

/** An upload after the checks: new bytes made from the decoded pixels only. */
export interface SanitizedImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  /** What the upload was, by content (a bare J2K codestream counts as jp2). */
  sourceFormat: 'jpeg' | 'png' | 'jp2';
  width: number;
  height: number;
}

/**
 * Accepts a JPG, PNG or JPEG 2000 image by its content and re-encodes it (JPEG → JPEG, PNG and
 * JPEG 2000 → PNG). Re-encoding from pixels is what makes an upload safe to store and serve:
 * EXIF (GPS), ICC and text chunks, comments and anything appended after the image (a ZIP or
 * HTML tail of a polyglot) are gone. Throws AppError 468 (empty), 466 (too many bytes),
 * 465 (not an accepted format, or it does not decode cleanly) or 467 (too many pixels).
 */
export async function sanitizeImage(input: Buffer, limits: UploadLimits): Promise<SanitizedImage> {
  if (input.length === 0) throw imageRequired();
  if (input.length > limits.maxBytes) throw imageTooLarge(limits.maxBytes);
  const format = sniffImage(input);
  if (format === 'jpeg' || format === 'png') return reencodeRaster(input, format, limits);
  if (format === 'jp2' || format === 'j2k') return reencodeJpeg2000(input, format, limits);
  throw imageFormatWrong();
}

async function reencodeRaster(
  input: Buffer,
  format: 'jpeg' | 'png',
  { maxPixels }: UploadLimits,
): Promise<SanitizedImage> {
  // The header alone: sharp's own pixel guard is off here so an oversized image answers 467.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw imageFormatWrong();
    });
  if (header.format !== format) throw imageFormatWrong();
  assertPixels(header.width, header.height, maxPixels);

  // failOn 'error': a truncated or corrupt image is refused rather than padded with grey;
  // limitInputPixels is the decoder's own guard should the header have lied.
  const decoded = sharp(input, { failOn: 'error', limitInputPixels: maxPixels }).autoOrient();
  const encoded = format === 'jpeg' ? decoded.jpeg({ quality: 90 }) : decoded.png();
  const { data, info } = await encoded
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw refusal(error, maxPixels);
    });
  return {
    bytes: data,
    mime: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    sourceFormat: format,
    width: info.width,
    height: info.height,
  };
}

async function reencodeJpeg2000(
  input: Buffer,
  format: 'jp2' | 'j2k',
  { maxPixels }: UploadLimits,
): Promise<SanitizedImage> {
  const codestream = format === 'jp2' ? findCodestream(input) : input;
  const header = codestream && readJ2kHeader(codestream);
  if (!header) throw imageFormatWrong();
  assertPixels(header.width, header.height, maxPixels);
  if (!header.decodable) throw imageFormatWrong();

  // libvips in sharp's prebuilt binaries has no JPEG 2000 support: OpenJPEG (WASM) decodes,
  // sharp writes the pixels as PNG (lossless, like most JPEG 2000 scans).
  const raw = await decodeJpeg2000(input, header);
  if (!raw) throw imageFormatWrong();
  const pixels = sharp(raw.data, {
    raw: { width: raw.width, height: raw.height, channels: raw.channels },
    limitInputPixels: maxPixels,
  });
  // sharp writes sRGB unless told otherwise: keep a grey scan grey (a third of the bytes).
  const { data, info } = await (raw.channels === 1 ? pixels.toColourspace('b-w') : pixels)
    .png()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw refusal(error, maxPixels);
    });
  return {
    bytes: data,
    mime: 'image/png',
    sourceFormat: 'jp2',
    width: info.width,
    height: info.height,
  };
}

function assertPixels(width: number | undefined, height: number | undefined, maxPixels: number) {
  if (!width || !height) throw imageFormatWrong();
  if (width * height > maxPixels) throw imageTooManyPixels(maxPixels);
}

/** sharp's errors are plain Errors; only its pixel guard has a code of its own (467). */
function refusal(error: unknown, maxPixels: number) {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message) ? imageTooManyPixels(maxPixels) : imageFormatWrong();
}
