import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderNftArtwork } from './artwork.js';

/**
 * A small well-formedness check (no DOMParser in node): the document is a sequence of tags with
 * double-quoted attributes and whitespace between them, tags nest and close in order, one root,
 * no attribute twice in a tag, no `<` or `&` inside a value. Returns the element names seen.
 */
function wellFormedElements(xml: string): string[] {
  const token = /\s*<(\/?)([A-Za-z][\w.:-]*)((?:\s+[A-Za-z_:][\w.:-]*="[^"<&]*")*)\s*(\/?)>\s*/y;
  const attribute = /([A-Za-z_:][\w.:-]*)="/g;
  const open: string[] = [];
  const seen: string[] = [];
  let roots = 0;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) throw new Error(`not a tag at ${at}: ${xml.slice(at, at + 40)}`);
    const [, closing, name = '', attributes = '', selfClosing] = match;
    if (closing) {
      if (attributes || selfClosing) throw new Error(`malformed end tag </${name}>`);
      const top = open.pop();
      if (top !== name) throw new Error(`</${name}> closes <${top}>`);
      continue;
    }
    if (open.length === 0) roots += 1;
    const names = [...attributes.matchAll(attribute)].map((m) => m[1]);
    if (new Set(names).size !== names.length) throw new Error(`<${name}> repeats an attribute`);
    seen.push(name);
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) throw new Error(`unclosed: ${open.join(', ')}`);
  if (roots !== 1) throw new Error(`${roots} root elements`);
  return seen;
}

const tokenIdArb = fc.oneof(
  fc.stringMatching(/^\d{1,78}$/),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

describe('renderNftArtwork', () => {
  it('is the same bytes on every call', () => {
    fc.assert(
      fc.property(tokenIdArb, (tokenId) => {
        expect(renderNftArtwork(tokenId)).toBe(renderNftArtwork(tokenId));
      }),
    );
  });

  it('differs between token ids', () => {
    const ids = [
      ...Array.from({ length: 2_000 }, (_, i) => String(i)),
      '01',
      '001',
      ' 1',
      '',
      '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      '115792089237316195423570985008687907853269984665640564039457584007913129639934',
    ];
    const artworks = new Set(ids.map(renderNftArtwork));
    expect(artworks.size).toBe(ids.length);
    fc.assert(
      fc.property(tokenIdArb, tokenIdArb, (a, b) => {
        fc.pre(a !== b);
        expect(renderNftArtwork(a)).not.toBe(renderNftArtwork(b));
      }),
    );
  });

  it('is a small, well-formed, self-contained SVG that never contains the token id', () => {
    fc.assert(
      fc.property(tokenIdArb, (tokenId) => {
        const svg = renderNftArtwork(tokenId);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true);
        expect(svg).toContain('viewBox="0 0 512 512"');
        const elements = wellFormedElements(svg);
        expect(elements[0]).toBe('svg');
        expect(
          elements.every((e) =>
            ['svg', 'defs', 'linearGradient', 'stop', 'rect', 'circle', 'polygon'].includes(e),
          ),
        ).toBe(true);
        expect(svg).not.toMatch(
          /<script|href|url\(\s*['"]?\s*[a-z]+:|<image|<style|@import|<foreignObject|font/i,
        );
        expect(svg).not.toMatch(/\bon[a-z]+=/i);
        // Every url() points at this document's own gradient.
        for (const [, target] of svg.matchAll(/url\(([^)]*)\)/g))
          expect(target).toMatch(/^#g[0-9a-f]{16}$/);
        expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
        // Colours are exact hex; numbers are plain decimals.
        for (const [, name = '', value] of svg.matchAll(/([\w:-]+)="([^"]*)"/g)) {
          if (['fill', 'stroke', 'stop-color'].includes(name))
            expect(value).toMatch(/^(#[0-9a-f]{6}|none|url\(#g[0-9a-f]{16}\))$/);
          else if (name === 'points') expect(value).toMatch(/^-?\d+,-?\d+( -?\d+,-?\d+){2}$/);
          else if (name === 'transform') expect(value).toMatch(/^rotate\(\d+ -?\d+ -?\d+\)$/);
          else if (!['xmlns', 'viewBox', 'id'].includes(name))
            expect(value, name).toMatch(/^-?\d+(\.\d+)?$/);
        }
        // Plain ASCII, so characters are bytes: under 4 KB.
        expect(svg).toMatch(/^[\x20-\x7e\n]*$/);
        expect(svg.length).toBeLessThan(4_096);
        if (/^\d{17,}$/.test(tokenId)) expect(svg).not.toContain(tokenId);
      }),
    );
  });

  it('keeps its exact bytes (snapshot)', () => {
    expect(renderNftArtwork('1')).toMatchSnapshot();
    expect(
      renderNftArtwork(
        '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      ),
    ).toMatchSnapshot();
  });
});
