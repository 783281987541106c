import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Real faces from a photo shipped inside the face library's npm package (its demo screenshot,
// which shows a row of portraits): a neutral man and a clearly smiling woman.
const PHOTO = 'node_modules/@vladmandic/human/assets/screenshot-facedetect.jpg';
const CROPS = { neutral: '150:150:8:345', smile: '158:150:632:345' } as const;

/**
 * Writes a 320x240 15 fps .y4m (Chromium's --use-file-for-fake-video-capture loops it) of one
 * face into a temp dir: made at test time, nothing big committed.
 */
export function faceVideo(
  face: keyof typeof CROPS,
  dir = mkdtempSync(join(tmpdir(), 'faces-')),
): string {
  const out = join(dir, `${face}.y4m`);
  execFileSync(process.env.FFMPEG_PATH || '/usr/bin/ffmpeg', [
    ...['-v', 'error', '-y', '-loop', '1', '-i', PHOTO],
    ...['-vf', `crop=${CROPS[face]},scale=200:200,pad=320:240:60:20:black,format=yuv420p`],
    ...['-r', '15', '-t', '1', out],
  ]);
  return out;
}

export const fakeCamera = (file: string) => [`--use-file-for-fake-video-capture=${file}`];
