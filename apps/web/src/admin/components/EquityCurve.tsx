import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 4;

/**
 * A backtest's equity curve: the median window's value as a multiple of its principal (decimal
 * strings, as the server publishes them), drawn as a line with the principal as a dashed line.
 * The picture is a summary: its label says where the window started and ended.
 */
export function EquityCurve({
  points,
  label,
  testId,
}: {
  points: readonly string[];
  /** What the curve is, e.g. "7-day cycle". */
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // Plotting only: the exact figures are in the table beside the chart.
  const values = points.map(Number).filter((v) => Number.isFinite(v));
  if (values.length < 2) return null;
  const low = Math.min(1, ...values);
  const high = Math.max(1, ...values);
  const span = high - low || 1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / (values.length - 1);
  const y = (v: number) => PAD + ((high - v) * (HEIGHT - 2 * PAD)) / span;
  const line = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = points[points.length - 1]!;
  const endPercent = format.percent(((Number(last) - 1) * 100).toFixed(4), { signed: true });
  const up = Number(last) >= 1;
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('admin.smart.preview.curveLabel', { label, change: endPercent })}
        style={{ display: 'block', maxWidth: WIDTH * 2 }}
      >
        <line
          x1={PAD}
          x2={WIDTH - PAD}
          y1={y(1)}
          y2={y(1)}
          stroke="var(--mantine-color-gray-5)"
          strokeDasharray="4 4"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        <polyline
          points={line}
          fill="none"
          stroke={up ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-red-7)'}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption
        style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-gray-7)' }}
      >
        {t('admin.smart.preview.curveCaption', { change: endPercent })}
      </figcaption>
    </figure>
  );
}
