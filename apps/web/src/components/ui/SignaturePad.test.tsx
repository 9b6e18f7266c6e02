import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignaturePad } from '@/components/ui/SignaturePad';
import { exportSignature, PAD_HEIGHT, PAD_WIDTH, type Strokes } from '@/lib/signature';
import { AppProvider } from '@/app/provider';

// The words come from the feature that uses the pad.
const TEXTS = {
  label: 'Your signature',
  signed: 'Signed',
  empty: 'Not signed yet',
  instructions: 'Draw here',
  pad: 'Signature pad',
  clear: 'Clear',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * jsdom has no 2D canvas. This one keeps the ink it is given, as a bitmap would: paper
 * (fillRect) wipes it, moveTo/lineTo/arc in ink add to it; toBlob writes a "PNG" — the PNG
 * signature followed by the inked points — so the test can see whether anything was drawn.
 */
function fakeCanvas() {
  let ink: string[] = [];
  let style = '';
  const context = {
    set fillStyle(value: string) {
      style = value;
    },
    get fillStyle() {
      return style;
    },
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    fillRect: (x: number, y: number, w: number, h: number) => {
      if (x <= 0 && y <= 0 && w >= PAD_WIDTH && h >= PAD_HEIGHT) ink = [];
    },
    beginPath: () => undefined,
    moveTo: (x: number, y: number) => ink.push(`M${x},${y}`),
    lineTo: (x: number, y: number) => ink.push(`L${x},${y}`),
    arc: (x: number, y: number) => ink.push(`A${x},${y}`),
    fill: () => undefined,
    stroke: () => undefined,
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(
    callback: BlobCallback,
    type?: string,
  ) {
    const body = new TextEncoder().encode(ink.join(' '));
    callback(new Blob([new Uint8Array(PNG_SIGNATURE), body], { type: type ?? 'image/png' }));
  });
}

/** The pad as a step uses it: strokes in state, and an export of the PNG. */
function Harness({ onExport }: { onExport: (png: Blob) => void }) {
  const [strokes, setStrokes] = useState<Strokes>([]);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  return (
    <>
      <SignaturePad
        texts={TEXTS}
        testId="test-signature"
        strokes={strokes}
        onChange={setStrokes}
        canvasRef={canvasRef}
      />
      <button
        type="button"
        onClick={() => void exportSignature(canvasRef.current!, strokes).then(onExport)}
      >
        Export
      </button>
    </>
  );
}

async function inkOf(png: Blob): Promise<string> {
  // jsdom's Blob has no arrayBuffer(): read it as a browser's FileReader does.
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(png);
  });
  const bytes = new Uint8Array(buffer);
  expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
  return new TextDecoder().decode(bytes.slice(8));
}

async function exported(onExport: ReturnType<typeof vi.fn>) {
  const calls = onExport.mock.calls.length;
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await vi.waitFor(() => expect(onExport.mock.calls.length).toBe(calls + 1));
  return onExport.mock.calls.at(-1)![0] as Blob;
}

afterEach(() => vi.restoreAllMocks());

describe('SignaturePad', () => {
  it('draws with a pointer (mouse, finger or pen) into a non-empty PNG; Clear empties it', async () => {
    fakeCanvas();
    const onExport = vi.fn();
    render(
      <AppProvider layout="mobile">
        <Harness onExport={onExport} />
      </AppProvider>,
    );
    const pad = screen.getByTestId('test-signature-pad');
    const clear = screen.getByTestId('test-signature-clear') as HTMLButtonElement;
    expect(screen.getByTestId('test-signature-state')).toHaveTextContent('Not signed yet');
    expect(clear.disabled).toBe(true);

    // Nothing signed: a blank page.
    const blank = await exported(onExport);
    expect(blank.type).toBe('image/png');
    expect(await inkOf(blank)).toBe('');

    // A finger: one stroke.
    fireEvent.pointerDown(pad, { pointerId: 3, pointerType: 'touch', clientX: 10, clientY: 12 });
    fireEvent.pointerMove(pad, { pointerId: 3, pointerType: 'touch', clientX: 40, clientY: 30 });
    fireEvent.pointerMove(pad, { pointerId: 3, pointerType: 'touch', clientX: 80, clientY: 20 });
    fireEvent.pointerUp(pad, { pointerId: 3, pointerType: 'touch' });
    // Another pointer's moves while none is down draw nothing.
    fireEvent.pointerMove(pad, { pointerId: 4, pointerType: 'pen', clientX: 300, clientY: 200 });
    // A right click draws nothing; a pen dot is a dot.
    fireEvent.pointerDown(pad, {
      pointerId: 1,
      pointerType: 'mouse',
      button: 2,
      clientX: 5,
      clientY: 5,
    });
    fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerDown(pad, { pointerId: 5, pointerType: 'pen', clientX: 120, clientY: 60 });
    fireEvent.pointerUp(pad, { pointerId: 5, pointerType: 'pen' });

    expect(screen.getByTestId('test-signature-state')).toHaveTextContent('Signed');
    expect(clear.disabled).toBe(false);
    const signed = await exported(onExport);
    expect(signed.size).toBeGreaterThan(PNG_SIGNATURE.length);
    expect(await inkOf(signed)).toBe('M10,12 L40,30 L80,20 A120,60');

    await userEvent.click(clear);
    expect(screen.getByTestId('test-signature-state')).toHaveTextContent('Not signed yet');
    expect(await inkOf(await exported(onExport))).toBe('');
  });
});
