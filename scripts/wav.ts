/**
 * Our own sound synthesis for the game sounds: tone sequences rendered to 16-bit mono PCM WAV.
 * Used by scripts/sounds-*.ts; nothing is downloaded.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const RATE = 22_050;

/** A tone sequence: [start Hz, end Hz, seconds] per note, with short fades against clicks. */
export function render(
  notes: [number, number, number][],
  shape: 'sine' | 'square' = 'sine',
): Int16Array {
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

/** Writes each sound into src/web/public/sounds. */
export function writeSounds(sounds: Record<string, Int16Array>): void {
  mkdirSync('src/web/public/sounds', { recursive: true });
  for (const [name, samples] of Object.entries(sounds))
    writeFileSync(`src/web/public/sounds/${name}`, wav(samples));
  console.log(`wrote ${Object.keys(sounds).length} sounds to src/web/public/sounds`);
}
