/**
 * The client's look at a chosen image before it is uploaded (PRODUCT §6: JPG, JPEG 2000 or PNG,
 * at most 5 MB). The server checks again by content (magic bytes), so this only saves a
 * pointless upload and says what is wrong at once.
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** For the hint and the size message: "5 MB". */
export const MAX_IMAGE_MEGABYTES = 5;

/** What the file picker offers (types and extensions: some systems give no type for .jp2). */
export const IMAGE_ACCEPT =
  'image/jpeg,image/png,image/jp2,image/jpx,.jpg,.jpeg,.png,.jp2,.j2k,.jpf,.jpx';

const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/jp2',
  'image/jpx',
  'image/jpm',
]);
const IMAGE_EXTENSION = /\.(jpe?g|png|jp2|j2k|jpf|jpx)$/i;

/** Types the upload endpoint names; anything else goes as application/octet-stream. */
const UPLOAD_TYPES = new Set(['image/jpeg', 'image/png', 'image/jp2']);

export type ImageProblem = 'format' | 'size';

interface FileLike {
  name?: string;
  type: string;
  size: number;
}

/** Why this file cannot be uploaded, or undefined when it may be. */
export function checkImage(file: FileLike): ImageProblem | undefined {
  const type = file.type.toLowerCase();
  const known = IMAGE_TYPES.has(type);
  const untyped = type === '' || type === 'application/octet-stream';
  if (!known && !(untyped && IMAGE_EXTENSION.test(file.name ?? ''))) return 'format';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return undefined;
}

/** The upload's Content-Type: the file's own when the server names it, else octet-stream. */
export function uploadContentType(file: { type: string }): string {
  const type = file.type.toLowerCase();
  if (type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg';
  return UPLOAD_TYPES.has(type) ? type : 'application/octet-stream';
}
