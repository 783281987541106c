/**
 * Writes the trivia sounds (16-bit mono PCM WAV) into src/web/public/sounds: our own tones,
 * nothing downloaded. Run: node scripts/sounds-trivia.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const RATE = 22_050;

/** A tone sequence: [start Hz, end Hz, seconds] per note, with short fades against clicks. */
function render(notes: [number, number, number][], shape: 'sine' | 'square' = 'sine'): Int16Array {
  const total = notes.reduce((n, [, , s]) => n + Math.round(s * RATE), 0);
  const out = new Int16Array(total);
  let at = 0;
  let phase = 0;
  for (const [f0, f1, seconds] of notes) {
    const n = Math.round(seconds * RATE);
    const fade = Math.min(n / 4, RATE * 0.01);
    for (let i = 0; i < n; i++) {
      const f = f0 + ((f1 - f0) * i) / n;
      phase += (2 * Math.PI * f) / RATE;
      const wave = shape === 'sine' ? Math.sin(phase) : Math.sign(Math.sin(phase)) * 0.5;
      const env = Math.min(1, i / fade, (n - i) / fade) * (1 - (0.5 * i) / n);
      out[at + i] = Math.round(wave * env * 0.8 * 32767);
    }
    at += n;
  }
  return out;
}

function wav(samples: Int16Array): Buffer {
  const data = Buffer.from(samples.buffer);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const SOUNDS: Record<string, Int16Array> = {
  'trivia-tick.wav': render([[1800, 1600, 0.05]], 'square'),
  'trivia-correct.wav': render([
    [660, 660, 0.09],
    [880, 880, 0.09],
    [1320, 1320, 0.18],
  ]),
  'trivia-wrong.wav': render(
    [
      [220, 200, 0.16],
      [180, 150, 0.26],
    ],
    'square',
  ),
  'trivia-start.wav': render([
    [440, 880, 0.18],
    [880, 880, 0.08],
  ]),
  'trivia-win.wav': render([
    [523, 523, 0.12],
    [659, 659, 0.12],
    [784, 784, 0.12],
    [1047, 1047, 0.3],
  ]),
  'trivia-end.wav': render([
    [523, 523, 0.14],
    [392, 392, 0.14],
    [330, 330, 0.28],
  ]),
};

const dir = new URL('../src/web/public/sounds/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [name, samples] of Object.entries(SOUNDS))
  writeFileSync(new URL(name, dir), wav(samples));
console.log(`wrote ${Object.keys(SOUNDS).length} sounds to ${dir.pathname}`);
