import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import first from './mantine-styles.ts?raw';
import rest from './mantine-styles-rest.ts?raw';

/**
 * Mantine's whole style sheet is split in two (the first page's components, the rest later): each
 * component's sheet once, none left out, each half in the whole sheet's order (a component's rules
 * come after those of the components it is built on; the build checks that the first half has
 * every sheet the first page's code uses, so the rest never holds what the first half builds on).
 */
const imported = (source: string) =>
  [...source.matchAll(/^import '@mantine\/core\/styles\/([^']+)';$/gm)].map((m) => m[1]!);

describe('Mantine style sheets, first page and the rest', () => {
  it('import every component sheet exactly once, in the order of styles.css', async () => {
    const styles = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
    const whole = await readFile(path.join(styles, 'styles.css'), 'utf8');
    const sheets = (await readdir(path.join(styles, 'styles'))).filter(
      (file) => file.endsWith('.css') && !file.endsWith('.layer.css'),
    );
    const position = new Map<string, number>();
    for (const file of sheets) {
      const text = (await readFile(path.join(styles, 'styles', file), 'utf8')).trim();
      position.set(file, whole.indexOf(text.slice(0, 200)));
    }
    expect([...imported(first), ...imported(rest)].sort()).toEqual([...sheets].sort());
    for (const list of [imported(first), imported(rest)]) {
      const positions = list.map((file) => position.get(file)!);
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    for (const base of ['baseline.css', 'default-css-variables.css', 'global.css'])
      expect(imported(first)).toContain(base);
  });
});
