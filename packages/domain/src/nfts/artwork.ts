/**
 * The charity NFT's generated artwork (issue 16): a deterministic SVG drawn from a hash of the
 * token id, the same bytes on every call and on every machine. Pure: bigint arithmetic only (no
 * `Math`, no floating point), and nothing of the input reaches the output but hashed numbers, so
 * there is nothing to escape. Self-contained: no links, images, scripts, styles or fonts.
 */

const MASK64 = (1n << 64n) - 1n;

/** FNV-1a (64-bit) over the UTF-16 code units of the text. */
function fnv1a64(text: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & MASK64;
  }
  return hash;
}

/** splitmix64: a stream of 64-bit values from the hash. */
function generator(seed: bigint) {
  let state = seed;
  const next = (): bigint => {
    state = (state + 0x9e3779b97f4a7c15n) & MASK64;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
    return z ^ (z >> 31n);
  };
  /** An integer in [min, max]. */
  return (min: number, max: number): number => min + Number(next() % BigInt(max - min + 1));
}

const abs = (v: bigint) => (v < 0n ? -v : v);

/** An HSL colour (hue in degrees, saturation and lightness in percent) as #rrggbb, exactly. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = BigInt(hue % 360);
  const l = BigInt(lightness);
  // Chroma, the second component and the offset in ten-thousandths.
  const c = (100n - abs(2n * l - 100n)) * BigInt(saturation);
  const x = (c * (60n - abs((h % 120n) - 60n))) / 60n;
  const m = l * 100n - c / 2n;
  const rgb: [bigint, bigint, bigint][] = [
    [c, x, 0n],
    [x, c, 0n],
    [0n, c, x],
    [0n, x, c],
    [x, 0n, c],
    [c, 0n, x],
  ];
  const [r, g, b] = rgb[Number(h / 60n)]!;
  const hex = (v: bigint) => (((v + m) * 255n + 5_000n) / 10_000n).toString(16).padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** 0.55 … 0.95 as text, from a whole percentage. */
const opacity = (percent: number) => `0.${String(percent).padStart(2, '0')}`;

/** The artwork of a token: a 512×512 SVG document. */
export function renderNftArtwork(tokenId: string): string {
  const hash = fnv1a64(tokenId);
  const int = generator(hash);
  // Unique per token, so several artworks inlined in one page never share a gradient.
  const gradientId = `g${hash.toString(16).padStart(16, '0')}`;

  const baseHue = int(0, 359);
  const hues = [0, 30, 150, 180, 210].map((shift) => baseHue + shift);
  const colour = () => hsl(hues[int(0, hues.length - 1)]!, int(55, 90), int(45, 75));

  const [x1, y1, x2, y2] = [
    ['0', '0', '1', '1'],
    ['1', '0', '0', '1'],
    ['0', '0', '0', '1'],
    ['0', '0', '1', '0'],
  ][int(0, 3)]!;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">`,
    `<defs><linearGradient id="${gradientId}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">`,
    `<stop offset="0" stop-color="${hsl(baseHue, int(40, 70), int(8, 16))}"/>`,
    `<stop offset="1" stop-color="${hsl(baseHue + 40, int(50, 80), int(26, 38))}"/>`,
    `</linearGradient></defs>`,
    `<rect width="512" height="512" fill="url(#${gradientId})"/>`,
    // The "sun": one large soft disc.
    `<circle cx="${int(128, 384)}" cy="${int(128, 384)}" r="${int(90, 170)}" fill="${hsl(baseHue + 180, int(60, 90), int(55, 70))}" fill-opacity="${opacity(int(55, 85))}"/>`,
  ];

  const shapes = int(6, 9);
  for (let i = 0; i < shapes; i += 1) {
    const cx = int(40, 472);
    const cy = int(40, 472);
    const size = int(18, 110);
    const fill = colour();
    const alpha = opacity(int(55, 95));
    switch (int(0, 3)) {
      case 0:
        parts.push(
          `<circle cx="${cx}" cy="${cy}" r="${size}" fill="${fill}" fill-opacity="${alpha}"/>`,
        );
        break;
      case 1:
        parts.push(
          `<circle cx="${cx}" cy="${cy}" r="${size}" fill="none" stroke="${fill}" stroke-width="${int(3, 14)}" stroke-opacity="${alpha}"/>`,
        );
        break;
      case 2:
        parts.push(
          `<rect x="${cx - size}" y="${cy - size}" width="${2 * size}" height="${2 * size}" rx="${int(0, size)}" fill="${fill}" fill-opacity="${alpha}" transform="rotate(${int(0, 89)} ${cx} ${cy})"/>`,
        );
        break;
      default: {
        // One corner in each of three sectors, so the triangle is never a thin sliver.
        const half = (size - (size % 2)) / 2;
        const corners: [number, number][] = [
          [cx + int(-size, -half), cy + int(-size, 0)],
          [cx + int(half, size), cy + int(-size, 0)],
          [cx + int(-half, half), cy + int(half, size)],
        ];
        parts.push(
          `<polygon points="${corners.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}" fill-opacity="${alpha}"/>`,
        );
      }
    }
  }

  parts.push(
    `<rect x="12" y="12" width="488" height="488" rx="24" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>`,
    `</svg>`,
  );
  return parts.join('\n') + '\n';
}
