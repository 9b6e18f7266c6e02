import { GenericCode } from '@meridian/contract';
import { badRequest } from '../../lib/app-error.js';

/** Not a JPG, JPEG 2000 or PNG by content, or it does not decode cleanly (465). */
export const imageFormatWrong = () => badRequest(GenericCode.IMAGE_FORMAT_WRONG);

/** Over the size setting (466); the message names the limit, e.g. "5 MB". */
export const imageTooLarge = (maxBytes: number) =>
  badRequest(GenericCode.IMAGE_TOO_LARGE, { limit: formatMegabytes(maxBytes) });

/** Over the pixel setting (467); the message names the limit, e.g. "40 MP". */
export const imageTooManyPixels = (maxPixels: number) =>
  badRequest(GenericCode.IMAGE_TOO_MANY_PIXELS, { limit: formatMegapixels(maxPixels) });

/** No image, or an upload id that is unknown, someone else's or for another purpose (468). */
export const imageRequired = () => badRequest(GenericCode.IMAGE_REQUIRED);

/** 5 MiB → "5 MB", 1.5 MiB → "1.5 MB"; below 1 MiB in KB so a small limit never reads "0 MB". */
export function formatMegabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.floor(bytes / 1024)} KB`;
  return `${trim(bytes / (1024 * 1024))} MB`;
}

/** 40,000,000 → "40 MP"; small limits (tests, odd settings) as a plain pixel count. */
export function formatMegapixels(pixels: number): string {
  if (pixels < 10_000) return `${pixels} px`;
  return `${trim(pixels / 1_000_000)} MP`;
}

/** Rounds down to two decimals (never names a limit larger than the real one). */
const trim = (value: number) => String(Math.floor(value * 100) / 100);
