/**
 * The geometry of a sparkline: recent prices (oldest first, decimal strings) scaled into a
 * `width` × `height` box with `padding` above and below. Coordinates only, so numbers are fine
 * here (nothing is computed with money).
 */
export interface SparklineGeometry {
  /** The price line: "M0,30 L50,2 L100,16". */
  line: string;
  /** The same line closed along the bottom, for the soft fill under it. */
  area: string;
  /** Whether the last point is at or above the first. */
  rising: boolean;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function sparklinePath(
  prices: readonly string[],
  width = 100,
  height = 32,
  padding = 2,
): SparklineGeometry | null {
  const values = prices.map(Number).filter((value) => Number.isFinite(value));
  if (values.length < 2) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const span = max - min;
  const usable = height - padding * 2;
  const step = width / (values.length - 1);
  const points = values.map((value, index) => {
    const x = round(index * step);
    const y = round(span === 0 ? height / 2 : padding + (1 - (value - min) / span) * usable);
    return `${x},${y}`;
  });
  const line = `M${points.join(' L')}`;
  return {
    line,
    area: `${line} L${width},${height} L0,${height} Z`,
    rising: values[values.length - 1]! >= values[0]!,
  };
}
