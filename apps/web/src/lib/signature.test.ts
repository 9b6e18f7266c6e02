import { describe, expect, it, vi } from 'vitest';
import {
  drawStrokes,
  exportSignature,
  extendStroke,
  isSigned,
  PAD_HEIGHT,
  PAD_WIDTH,
  startStroke,
  toPadPoint,
  type PadContext,
} from './signature';

describe('signature strokes', () => {
  it('maps pointer positions into the pad, scaled and clamped', () => {
    const box = { left: 100, top: 50, width: PAD_WIDTH / 3, height: PAD_HEIGHT / 3 };
    expect(toPadPoint(box, 100, 50)).toEqual({ x: 0, y: 0 });
    expect(toPadPoint(box, 110, 60)).toEqual({ x: 30, y: 30 });
    expect(toPadPoint(box, 10_000, -5)).toEqual({ x: PAD_WIDTH, y: 0 });
    // Not laid out (jsdom): one to one.
    expect(toPadPoint({ left: 0, top: 0, width: 0, height: 0 }, 12, 34)).toEqual({ x: 12, y: 34 });
  });

  it('records strokes: a start, then points, repeats dropped', () => {
    let strokes = startStroke([], { x: 1, y: 1 });
    strokes = extendStroke(strokes, [
      { x: 1, y: 1 },
      { x: 2, y: 3 },
      { x: 2, y: 3 },
    ]);
    strokes = startStroke(strokes, { x: 9, y: 9 });
    expect(strokes).toEqual([
      [
        { x: 1, y: 1 },
        { x: 2, y: 3 },
      ],
      [{ x: 9, y: 9 }],
    ]);
    expect(isSigned(strokes)).toBe(true);
    expect(isSigned([])).toBe(false);
    expect(extendStroke([], [{ x: 1, y: 1 }])).toEqual([]);
  });

  it('draws paper, lines and dots', () => {
    const calls: string[] = [];
    const context = new Proxy({} as Record<string, unknown>, {
      get:
        (_target, name: string) =>
        (...args: unknown[]) =>
          calls.push(`${name}(${args.join(',')})`),
      set: (_target, name: string, value) => {
        calls.push(`${name}=${String(value)}`);
        return true;
      },
    }) as unknown as PadContext;
    drawStrokes(context, [
      [
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ],
      [{ x: 5, y: 6 }],
    ]);
    expect(calls).toContain(`fillRect(0,0,${PAD_WIDTH},${PAD_HEIGHT})`);
    expect(calls).toContain('moveTo(1,2)');
    expect(calls).toContain('lineTo(3,4)');
    expect(calls.filter((call) => call.startsWith('arc(5,6'))).toHaveLength(1);
  });

  it('exports a PNG through canvas.toBlob', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    const canvas = {
      getContext: () => null,
      toBlob: vi.fn((callback: BlobCallback, type?: string) =>
        callback(type === 'image/png' ? blob : null),
      ),
    } as unknown as HTMLCanvasElement;
    await expect(exportSignature(canvas, [])).resolves.toBe(blob);
    const failing = { getContext: () => null, toBlob: (callback: BlobCallback) => callback(null) };
    await expect(exportSignature(failing as unknown as HTMLCanvasElement, [])).rejects.toThrow();
  });
});
