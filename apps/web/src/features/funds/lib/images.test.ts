import { describe, expect, it } from 'vitest';
import { checkImage, MAX_IMAGE_BYTES, uploadContentType } from './images';

describe('image pre-checks', () => {
  it('takes JPG, JPEG 2000 and PNG up to 5 MB', () => {
    expect(checkImage({ name: 'a.jpg', type: 'image/jpeg', size: 1 })).toBeUndefined();
    expect(checkImage({ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES })).toBeUndefined();
    expect(checkImage({ name: 'a.jp2', type: 'image/jp2', size: 1 })).toBeUndefined();
    // Some systems give a JPEG 2000 file no type: the extension decides.
    for (const name of ['a.jp2', 'a.J2K', 'a.jpf', 'a.jpx'])
      expect(checkImage({ name, type: '', size: 1 }), name).toBeUndefined();
    expect(checkImage({ name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'size',
    );
  });

  it('refuses other formats', () => {
    expect(checkImage({ name: 'a.gif', type: 'image/gif', size: 1 })).toBe('format');
    expect(checkImage({ name: 'a.heic', type: 'image/heic', size: 1 })).toBe('format');
    expect(checkImage({ name: 'a.pdf', type: '', size: 1 })).toBe('format');
    expect(checkImage({ name: 'a.png.exe', type: 'application/octet-stream', size: 1 })).toBe(
      'format',
    );
  });

  it('sends the types the server names, else octet-stream', () => {
    expect(uploadContentType({ type: 'image/png' })).toBe('image/png');
    expect(uploadContentType({ type: 'image/pjpeg' })).toBe('image/jpeg');
    expect(uploadContentType({ type: 'image/jp2' })).toBe('image/jp2');
    expect(uploadContentType({ type: 'image/jpx' })).toBe('application/octet-stream');
    expect(uploadContentType({ type: '' })).toBe('application/octet-stream');
  });
});
