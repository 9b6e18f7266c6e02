import { create } from 'qrcode';
import { useMemo } from 'react';
import classes from './QrCode.module.css';

/** The dark modules of a QR code as one SVG path (one unit per module, a 4-module quiet zone). */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    }
  }
  return { size: modules.size + 8, path: parts.join('') };
}

/**
 * A QR code drawn here from the `qrcode` package's module matrix (no canvas, no remote image):
 * dark on white in every theme and direction, as scanners expect. The deposit page (addresses)
 * and the Security page (the two-factor secret, which so never reaches a remote image service).
 */
export function QrCode({
  value,
  label,
  size = 176,
  testId = 'deposit-qr',
}: {
  value: string;
  label: string;
  size?: number;
  testId?: string;
}) {
  const code = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={classes.qr}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-value={value}
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
