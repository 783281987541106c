import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Real faces from a photo shipped inside the face library's npm package (its demo screenshot,
// which shows a row of portraits): a neutral man and a clearly smiling woman.
const PHOTO = 'node_modules/@vladmandic/human/assets/screenshot-facedetect.jpg';
const CROPS = { neutral: '150:150:8:345', smile: '158:150:632:345' } as const;
const CACHE = join(tmpdir(), 'matchup-faces');

/**
 * Runs ffmpeg once per distinct video: files and tests that ask for the same face share the
 * file, named by a hash of the command and the photo, so a changed filter or photo makes a new
 * one. Written under a private name and renamed, so a file that ran at the same time never
 * reads a half-written video.
 */
function video(name: string, args: string[]): string {
  const photo = statSync(PHOTO);
  const key = createHash('sha256')
    .update(JSON.stringify([args, photo.size, photo.mtimeMs]))
    .digest('hex')
    .slice(0, 16);
  const out = join(CACHE, `${name}-${key}.y4m`);
  if (existsSync(out)) return out;
  mkdirSync(CACHE, { recursive: true });
  const partial = join(CACHE, `${name}-${key}.${process.pid}.partial.y4m`);
  execFileSync(process.env.FFMPEG_PATH || '/usr/bin/ffmpeg', [
    '-v',
    'error',
    '-y',
    ...args,
    partial,
  ]);
  renameSync(partial, out);
  return out;
}

/**
 * A 320x240 15 fps .y4m (Chromium's --use-file-for-fake-video-capture loops it) of one face:
 * made at test time, nothing big committed.
 */
export function faceVideo(face: keyof typeof CROPS): string {
  return video(face, [
    ...['-loop', '1', '-i', PHOTO],
    ...['-vf', `crop=${CROPS[face]},scale=200:200,pad=320:240:60:20:black,format=yuv420p`],
    ...['-r', '15', '-t', '1'],
  ]);
}

/**
 * The same face as a live camera shows a person: the head drifts (up to ~10 px of the
 * detector's 128 px input between two samples) and every frame has sensor noise. 6 s that loop
 * without a jump.
 */
export function movingFaceVideo(face: keyof typeof CROPS): string {
  const [w, h, x, y] = CROPS[face].split(':');
  const crop = `crop=${w}:${h}:'${x}+14*sin(2*PI*t/3)':'${y}+8*sin(2*PI*t/2)',scale=200:200`;
  const overlay = `overlay=x='60+20*sin(2*PI*t/6)':y=20`;
  const noise = 'noise=alls=6:allf=t';
  return video(`${face}-moving`, [
    ...['-f', 'lavfi', '-i', 'color=c=black:s=320x240:r=15:d=6'],
    ...['-loop', '1', '-framerate', '15', '-i', PHOTO],
    ...['-filter_complex', `[1:v]${crop}[face];[0:v][face]${overlay},${noise},format=yuv420p`],
    ...['-r', '15', '-t', '6'],
  ]);
}

export const fakeCamera = (file: string) => [`--use-file-for-fake-video-capture=${file}`];
