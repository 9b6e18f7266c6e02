/**
 * The signature pad's model, kept apart from the canvas so it can be tested without one: a
 * signature is a list of strokes, each a list of points in the canvas's own pixels. The canvas
 * only draws what the strokes say, and the PNG that is uploaded is drawn from them.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}
export type Stroke = readonly Point[];
export type Strokes = readonly Stroke[];

/** The canvas's drawing size (CSS scales it to the width of the form, 3:1). */
export const PAD_WIDTH = 900;
export const PAD_HEIGHT = 300;
const INK = '#0f1b2d';
const PAPER = '#ffffff';
const LINE_WIDTH = 3;

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A pointer position (client coordinates) in the canvas's pixels, clamped to the pad. A box of no
 * size (not laid out) maps one to one.
 */
export function toPadPoint(box: Box, clientX: number, clientY: number): Point {
  const scaleX = box.width > 0 ? PAD_WIDTH / box.width : 1;
  const scaleY = box.height > 0 ? PAD_HEIGHT / box.height : 1;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    x: Math.round(clamp((clientX - box.left) * scaleX, PAD_WIDTH) * 10) / 10,
    y: Math.round(clamp((clientY - box.top) * scaleY, PAD_HEIGHT) * 10) / 10,
  };
}

/** A new stroke starting at `point`. */
export function startStroke(strokes: Strokes, point: Point): Strokes {
  return [...strokes, [point]];
}

/** `points` added to the last stroke (a repeated point adds nothing). */
export function extendStroke(strokes: Strokes, points: readonly Point[]): Strokes {
  const last = strokes.at(-1);
  if (!last) return strokes;
  const added: Point[] = [];
  let previous = last.at(-1);
  for (const point of points) {
    if (previous && previous.x === point.x && previous.y === point.y) continue;
    added.push(point);
    previous = point;
  }
  if (added.length === 0) return strokes;
  return [...strokes.slice(0, -1), [...last, ...added]];
}

export function isSigned(strokes: Strokes): boolean {
  return strokes.some((stroke) => stroke.length > 0);
}

/** The part of CanvasRenderingContext2D the pad uses (a fake in tests). */
export type PadContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'fill'
  | 'stroke'
>;

/** Paper, then every stroke in ink (a single point is a dot). */
export function drawStrokes(context: PadContext, strokes: Strokes): void {
  context.fillStyle = PAPER;
  context.fillRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
  context.strokeStyle = INK;
  context.fillStyle = INK;
  context.lineWidth = LINE_WIDTH;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    if (rest.length === 0) {
      context.arc(first.x, first.y, LINE_WIDTH / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.moveTo(first.x, first.y);
    for (const point of rest) context.lineTo(point.x, point.y);
    context.stroke();
  }
}

/** The signature as a PNG: drawn afresh from the strokes, then exported. */
export function exportSignature(canvas: HTMLCanvasElement, strokes: Strokes): Promise<Blob> {
  const context = canvas.getContext('2d');
  if (context) drawStrokes(context, strokes);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('The signature could not be exported'));
    }, 'image/png');
  });
}
