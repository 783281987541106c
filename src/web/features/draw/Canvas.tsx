import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { DrawColour, DrawStroke, DrawWidth } from '../../../shared/protocol/index.ts';
import { DRAW } from '../../../shared/protocol/draw.ts';
import type { GridPoint } from './pen.ts';

/** The palette's names on screen: paper stays white in either theme, so ink reads the same. */
export const INK: Record<DrawColour, string> = {
  black: '#1b1b1f',
  white: '#ffffff',
  grey: '#8a8f98',
  red: '#e53935',
  orange: '#fb8c00',
  yellow: '#fdd835',
  green: '#43a047',
  blue: '#1e88e5',
  purple: '#8e24aa',
  pink: '#ec407a',
  brown: '#795548',
};

type Ctx = CanvasRenderingContext2D;

function line(ctx: Ctx, scale: number, { colour, width, points }: DrawStroke) {
  ctx.strokeStyle = ctx.fillStyle = INK[colour];
  ctx.lineWidth = width * scale;
  const [first, ...rest] = points;
  if (!first) return;
  if (rest.length === 0) {
    ctx.beginPath();
    ctx.arc(first[0] * scale, first[1] * scale, (width * scale) / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.beginPath();
  ctx.moveTo(first[0] * scale, first[1] * scale);
  for (const [x, y] of rest) ctx.lineTo(x * scale, y * scale);
  ctx.stroke();
}

function paint(canvas: HTMLCanvasElement, ink: readonly DrawStroke[]) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.fillStyle = INK.white;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const scale = canvas.width / DRAW.grid;
  for (const stroke of ink) line(ctx, scale, stroke);
}

export interface Drawing {
  colour: DrawColour;
  width: DrawWidth;
  /** a new line at `point`: false when nothing may be drawn */
  start: (point: GridPoint, colour: DrawColour, width: DrawWidth) => boolean;
  /** the line goes on: true when the point was taken */
  extend: (point: GridPoint) => boolean;
  finish: () => void;
}

/**
 * The square canvas, on the server's grid whatever its size on screen. It paints `ink` again
 * whenever `version` changes or it is resized; with `drawing`, a finger, pen or mouse draws
 * on it, each point painted at once and handed to the pen.
 */
export function Canvas({
  ink,
  version,
  label,
  drawing,
}: {
  ink: () => readonly DrawStroke[];
  version: number;
  label: string;
  drawing?: Drawing | undefined;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const pointer = useRef<number | null>(null);
  const last = useRef<GridPoint | null>(null);
  const inkRef = useRef(ink);
  inkRef.current = ink;

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const fit = () => {
      const size = Math.max(1, Math.round(canvas.clientWidth * (window.devicePixelRatio || 1)));
      if (canvas.width !== size || canvas.height !== size) {
        canvas.width = size;
        canvas.height = size;
      }
      paint(canvas, inkRef.current());
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (ref.current) paint(ref.current, ink());
  }, [version, ink]);

  const toGrid = (
    el: HTMLElement,
    { clientX, clientY }: { clientX: number; clientY: number },
  ): GridPoint => {
    const box = el.getBoundingClientRect();
    const at = (v: number, from: number, size: number) =>
      Math.min(DRAW.grid, Math.max(0, Math.round(((v - from) / size) * DRAW.grid)));
    return [at(clientX, box.left, box.width), at(clientY, box.top, box.height)];
  };

  const segment = (to: GridPoint) => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !drawing) return;
    const from = last.current ?? to;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    const stroke: DrawStroke = {
      line: 0,
      colour: drawing.colour,
      width: drawing.width,
      points: from === to ? [to] : [from, to],
    };
    line(ctx, canvas.width / DRAW.grid, stroke);
    last.current = to;
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!drawing || pointer.current !== null || e.button > 0) return;
    const point = toGrid(e.currentTarget, e);
    if (!drawing.start(point, drawing.colour, drawing.width)) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    pointer.current = e.pointerId;
    last.current = null;
    segment(point);
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!drawing || pointer.current !== e.pointerId) return;
    // every point the hand passed, not only the one the frame saw last
    const moves = e.nativeEvent.getCoalescedEvents?.() ?? [];
    const events = moves.length ? moves : [e.nativeEvent];
    for (const move of events) {
      const point = toGrid(e.currentTarget, move);
      if (drawing.extend(point)) segment(point);
    }
  };

  const onPointerEnd = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (pointer.current !== e.pointerId) return;
    pointer.current = null;
    last.current = null;
    drawing?.finish();
  };

  return (
    <canvas
      ref={ref}
      className={`draw-canvas ${drawing ? 'is-drawing' : ''}`}
      role="img"
      aria-label={label}
      data-testid="draw-canvas"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    />
  );
}
