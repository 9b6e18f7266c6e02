// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 13, "one of each": the web has one lib/format, one icon set, one QrCode, Pager,
 * StatusBadge and password schema, and names reply codes by the contract's constants. These
 * checks read the source tree, so a copy that comes back is caught by name.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles().map((file) => path.relative(SRC, file).split(path.sep).join('/'));

/** The code of a file without its comments (codes are named in comments, which is fine). */
function code(file: string): string {
  return readFileSync(path.join(SRC, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('one of each shared piece', () => {
  it.each([
    ['format', /(^|\/)format\.tsx?$/, ['lib/format.ts', 'admin/lib/format.ts']],
    ['icons', /(^|\/)icons\.tsx$/, ['components/ui/icons.tsx']],
    ['QrCode', /(^|\/)QrCode\.tsx$/, ['components/ui/QrCode.tsx']],
    ['Pager', /(^|\/)Pager\.tsx$/, ['components/ui/Pager.tsx']],
    ['StatusBadge', /(^|\/)StatusBadge\.tsx$/, ['components/ui/StatusBadge.tsx']],
    ['password schema', /password-schema\.ts$/, ['lib/password-schema.ts']],
  ])('%s lives in one place', (_name, pattern, expected) => {
    expect(files.filter((file) => pattern.test(file)).sort()).toEqual([...expected].sort());
  });

  it('no feature draws its own icons with inline <svg> (the Sparkline chart is a drawing)', () => {
    const drawing = files.filter(
      (file) => file.startsWith('features/') && /<svg\b/.test(code(file)),
    );
    expect(drawing).toEqual(['features/markets/components/Sparkline.tsx']);
  });

  it('reply codes come from @meridian/contract, never as 5-digit literals', () => {
    const literals = files.flatMap((file) =>
      [...code(file).matchAll(/\b(?:100\d\d|200\d\d)\b/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(literals).toEqual([]);
  });
});
