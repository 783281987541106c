import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Real faces from a photo shipped inside the face library's npm package (its demo screenshot,
// which shows a row of portraits): a neutral man and a clearly smiling woman.
const PHOTO = 'node_modules/@vladmandic/human/assets/screenshot-facedetect.jpg';
const CROPS = { neutral: '150:150:8:345', smile: '158:150:632:345' } as const;
const ffmpeg = (args: string[]) =>
  execFileSync(process.env.FFMPEG_PATH || '/usr/bin/ffmpeg', ['-v', 'error', '-y', ...args]);

/**
 * Writes a 320x240 15 fps .y4m (Chromium's --use-file-for-fake-video-capture loops it) of one
 * face into a temp dir: made at test time, nothing big committed.
 */
export function faceVideo(
  face: keyof typeof CROPS,
  dir = mkdtempSync(join(tmpdir(), 'faces-')),
): string {
  const out = join(dir, `${face}.y4m`);
  ffmpeg([
    ...['-loop', '1', '-i', PHOTO],
    ...['-vf', `crop=${CROPS[face]},scale=200:200,pad=320:240:60:20:black,format=yuv420p`],
    ...['-r', '15', '-t', '1', out],
  ]);
  return out;
}

/**
 * The same face as a live camera shows a person: the head drifts (up to ~10 px of the
 * detector's 128 px input between two samples) and every frame has sensor noise. 6 s that loop
 * without a jump.
 */
export function movingFaceVideo(
  face: keyof typeof CROPS,
  dir = mkdtempSync(join(tmpdir(), 'faces-')),
): string {
  const out = join(dir, `${face}-moving.y4m`);
  const [w, h, x, y] = CROPS[face].split(':');
  const crop = `crop=${w}:${h}:'${x}+14*sin(2*PI*t/3)':'${y}+8*sin(2*PI*t/2)',scale=200:200`;
  const overlay = `overlay=x='60+20*sin(2*PI*t/6)':y=20`;
  const noise = 'noise=alls=6:allf=t';
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=black:s=320x240:r=15:d=6'],
    ...['-loop', '1', '-framerate', '15', '-i', PHOTO],
    ...['-filter_complex', `[1:v]${crop}[face];[0:v][face]${overlay},${noise},format=yuv420p`],
    ...['-r', '15', '-t', '6', out],
  ]);
  return out;
}

export const fakeCamera = (file: string) => [`--use-file-for-fake-video-capture=${file}`];
