import { seedFromText } from '@meridian/domain';

/** A round badge with the symbol's first letters on a colour derived from the symbol. */
export function renderLogoSvg(symbol: string): string {
  const clean =
    symbol
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 12) || '?';
  const hue = seedFromText(clean) % 360;
  const letters = clean.slice(0, clean.length > 4 ? 3 : 4);
  const size = letters.length <= 2 ? 15 : letters.length === 3 ? 12 : 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" role="img" aria-label="${clean}">
<circle cx="20" cy="20" r="20" fill="hsl(${hue} 62% 42%)"/>
<text x="20" y="20" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${letters}</text>
</svg>`;
}
