// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The back office is its own chunk: only a dynamic import() in app/router.tsx reaches it, so
 * Vite splits it out and ordinary users never download it. And, like a feature, it uses
 * components/ui and lib but no feature.
 */

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const ADMIN_DIR = join(SRC, 'admin');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Module specifiers of static imports and re-exports (not `import()`). */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm))
    found.push(match[1]!);
  for (const match of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push(match[1]!);
  return found;
}

describe('the back office chunk', () => {
  it('app/router.tsx loads it with a dynamic import only', () => {
    const router = readFileSync(join(SRC, 'app/router.tsx'), 'utf8');
    expect(router).toMatch(
      /lazyPage\(\s*\(\) =>\s*withUiGroup\(\['admin', 'wallet'\], \(\) => import\('@\/admin\/AdminApp'\)\),\s*'AdminApp',?\s*\)/,
    );
    expect(staticImports(router).filter((spec) => spec.includes('admin'))).toEqual([]);
  });

  it('no file outside src/admin imports it statically', () => {
    const offenders = sources(SRC)
      .filter((file) => !file.startsWith(ADMIN_DIR))
      .filter((file) =>
        staticImports(readFileSync(file, 'utf8')).some(
          (spec) =>
            spec.startsWith('@/admin') || (spec.startsWith('.') && /(^|\/)admin(\/|$)/.test(spec)),
        ),
      )
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('imports no feature', () => {
    const offenders = sources(ADMIN_DIR).flatMap((file) =>
      staticImports(readFileSync(file, 'utf8'))
        .filter((spec) => spec.startsWith('@/features') || /(^|\/)features\//.test(spec))
        .map((spec) => `${relative(SRC, file)}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
