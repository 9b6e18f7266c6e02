import { Button } from '@mantine/core';
import { useEffect, useId, useRef, type PointerEvent, type RefObject } from 'react';
import {
  drawStrokes,
  extendStroke,
  isSigned,
  PAD_HEIGHT,
  PAD_WIDTH,
  startStroke,
  toPadPoint,
  type Point,
  type Strokes,
} from '@/lib/signature';
import classes from './SignaturePad.module.css';

/** The pad's words, from the feature that uses it (each says what is being signed). */
export interface SignaturePadTexts {
  label: string;
  signed: string;
  empty: string;
  instructions: string;
  /** The canvas's accessible name. */
  pad: string;
  clear: string;
}

export interface SignaturePadProps {
  texts: SignaturePadTexts;
  /** Prefix of the test ids: `<testId>-pad`, `-state`, `-error`, `-clear`. */
  testId?: string;
  strokes: Strokes;
  onChange: (strokes: Strokes) => void;
  /** The canvas, for exporting the signature as a PNG (lib/signature exportSignature). */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  error?: string;
  disabled?: boolean;
}

/**
 * An on-screen signature: a canvas that takes a mouse, a finger or a pen (pointer events; the
 * page does not scroll while signing), and Clear: the identity check's signature and the loan
 * agreement's. The strokes are the caller's state; the canvas only draws them.
 */
export function SignaturePad({
  texts,
  testId = 'signature',
  strokes,
  onChange,
  canvasRef,
  error,
  disabled,
}: SignaturePadProps) {
  const id = useId();
  const drawing = useRef<number | null>(null);
  // The latest strokes for the pointer handlers (several moves may come before a re-render).
  const latest = useRef(strokes);
  latest.current = strokes;
  const signed = isSigned(strokes);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (context) drawStrokes(context, strokes);
  }, [canvasRef, strokes]);

  function pointsOf(event: PointerEvent<HTMLCanvasElement>): Point[] {
    const box = event.currentTarget.getBoundingClientRect();
    const native = event.nativeEvent;
    const events =
      typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    return (events.length > 0 ? events : [native]).map((item) =>
      toPadPoint(box, item.clientX, item.clientY),
    );
  }

  function update(next: Strokes) {
    latest.current = next;
    onChange(next);
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    drawing.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const [point] = pointsOf(event);
    if (point) update(startStroke(latest.current, point));
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (drawing.current !== event.pointerId) return;
    event.preventDefault();
    update(extendStroke(latest.current, pointsOf(event)));
  }

  function onPointerEnd(event: PointerEvent<HTMLCanvasElement>) {
    if (drawing.current !== event.pointerId) return;
    drawing.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }

  return (
    <div className={classes.pad} role="group" aria-labelledby={`${id}-label`}>
      <div className={classes.head}>
        <span id={`${id}-label`} className={classes.label}>
          {texts.label}
        </span>
        <span className={classes.state} data-signed={signed} data-testid={`${testId}-state`}>
          {signed ? texts.signed : texts.empty}
        </span>
      </div>
      <span id={`${id}-hint`} className={classes.hint}>
        {texts.instructions}
      </span>
      <canvas
        ref={canvasRef}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        className={classes.canvas}
        role="img"
        aria-label={texts.pad}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        data-invalid={error ? true : undefined}
        data-testid={`${testId}-pad`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
      />
      {error && (
        <p
          id={`${id}-error`}
          className={classes.error}
          role="alert"
          data-testid={`${testId}-error`}
        >
          {error}
        </p>
      )}
      <div>
        <Button
          size="xs"
          variant="default"
          onClick={() => update([])}
          disabled={disabled || !signed}
          data-testid={`${testId}-clear`}
        >
          {texts.clear}
        </Button>
      </div>
    </div>
  );
}
