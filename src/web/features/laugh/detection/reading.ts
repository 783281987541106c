import { LAUGH } from '../../../../shared/constants.ts';

/** One detection, mapped to the spec's scores (smile, jaw, neutral; docs/product.md). */
export interface FaceReading {
  face: boolean;
  /** emotion 'happy' 0..1 (the smile score) */
  happy: number;
  neutral: number;
  /** mouth opening relative to face height, when a face mesh is available; else null */
  jaw: number | null;
  /** the face box in 0..1 of the (square) input */
  box: { x: number; y: number; w: number; h: number } | null;
  /** mean luma of the input, 0..1 */
  brightness: number;
  laugh: boolean;
}

/** The prep check's verdict on the camera picture (the panel words it; the face worker reads
 * this module too, so it holds no words). */
export type Hint = 'not-in-frame' | 'move-closer' | 'too-dark' | 'center' | 'all-good';

const DARK = 0.18;
const SMALL_FACE = 0.22;
const OFF_CENTER = 0.22;

/** The subset of a Human face result we read (kept structural so tests need no model). */
export interface HumanFaceLike {
  score: number;
  boxRaw: [number, number, number, number];
  emotion?: { score: number; emotion: string }[];
  annotations?: Record<string, [number, number, number?][]>;
}

/** A laugh: smile above 0.45 with neutral below 0.75 (and the jaw open, if known). */
export function isLaugh(happy: number, neutral: number, jaw: number | null): boolean {
  const t = LAUGH.thresholds;
  if (happy <= t.smile || neutral >= t.neutral) return false;
  return jaw === null || jaw >= t.jaw || happy > 0.8;
}

function mouthOpen(face: HumanFaceLike): number | null {
  const upper = face.annotations?.lipsUpperInner;
  const lower = face.annotations?.lipsLowerInner;
  const top = face.annotations?.silhouette;
  if (!upper?.length || !lower?.length || !top?.length) return null;
  const mid = (pts: [number, number, number?][]) => pts[Math.floor(pts.length / 2)]![1];
  const ys = top.map((p) => p[1]);
  const height = Math.max(...ys) - Math.min(...ys);
  return height > 0 ? Math.max(0, (mid(lower) - mid(upper)) / height) : null;
}

/** Maps the largest face of a result (or none) to a reading. */
export function toReading(faces: HumanFaceLike[], brightness: number): FaceReading {
  const face = [...faces].sort((a, b) => b.boxRaw[2] * b.boxRaw[3] - a.boxRaw[2] * a.boxRaw[3])[0];
  if (!face)
    return { face: false, happy: 0, neutral: 0, jaw: null, box: null, brightness, laugh: false };
  const score = (name: string) => face.emotion?.find((e) => e.emotion === name)?.score ?? 0;
  const happy = score('happy');
  const neutral = score('neutral');
  const jaw = mouthOpen(face);
  const [x, y, w, h] = face.boxRaw;
  return {
    face: true,
    happy,
    neutral,
    jaw,
    box: { x, y, w, h },
    brightness,
    laugh: isLaugh(happy, neutral, jaw),
  };
}

/** The prep check's hint for a reading (worst problem first). */
export function hintFor(r: FaceReading): Hint {
  if (r.brightness < DARK) return 'too-dark';
  if (!r.face || !r.box) return 'not-in-frame';
  if (Math.max(r.box.w, r.box.h) < SMALL_FACE) return 'move-closer';
  const cx = r.box.x + r.box.w / 2;
  const cy = r.box.y + r.box.h / 2;
  if (Math.abs(cx - 0.5) > OFF_CENTER || Math.abs(cy - 0.5) > OFF_CENTER) return 'center';
  return 'all-good';
}

/** Mean luma of RGBA pixels, sampling every 4th pixel (plenty at 96-128 px). */
export function meanLuma(data: Uint8ClampedArray): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < data.length; i += 16) {
    sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
    n++;
  }
  return n ? sum / n / 255 : 0;
}
