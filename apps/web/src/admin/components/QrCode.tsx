import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  /** What the code encodes (an otpauth:// URL). */
  value: string;
  /** The image's text alternative. */
  label: string;
  size?: number;
}

/**
 * A QR code drawn here, in the browser (the `qrcode` package, as SVG in a data URL): the
 * two-factor secret never leaves the page for a remote image service.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const [svg, setSvg] = useState<{ value: string; src: string } | null>(null);

  useEffect(() => {
    let alive = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => {
        if (alive)
          setSvg({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}` });
      },
      () => {
        if (alive) setSvg(null);
      },
    );
    return () => {
      alive = false;
    };
  }, [value]);

  if (!svg || svg.value !== value) return <Skeleton width={size} height={size} radius="md" />;
  return (
    <img
      src={svg.src}
      alt={label}
      width={size}
      height={size}
      style={{ background: 'white', borderRadius: 8 }}
      data-testid="totp-qr"
    />
  );
}
