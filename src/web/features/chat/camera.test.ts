import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Facing } from '../../lib/webrtc/media.ts';
import { CameraSession } from './camera.ts';

/** A track that tells whether it was stopped. */
class Track {
  stopped = false;
  readonly kind: 'audio' | 'video';
  readonly label: string;
  constructor(kind: 'audio' | 'video', label: string) {
    this.kind = kind;
    this.label = label;
  }
  stop() {
    this.stopped = true;
  }
}

/** MediaStream as far as the camera needs it (Node has none). */
class Stream {
  private tracks: Track[];
  constructor(tracks: Track[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return [...this.tracks];
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  addTrack(t: Track) {
    this.tracks.push(t);
  }
  removeTrack(t: Track) {
    this.tracks = this.tracks.filter((x) => x !== t);
  }
}
vi.stubGlobal('MediaStream', Stream);

const device = (facing: Facing) =>
  new Stream([new Track('audio', `mic ${facing}`), new Track('video', `camera ${facing}`)]);

let kept: { stream: MediaStream | null; facing: Facing };
let opened: Facing[];
let refuse: boolean;
let camera: CameraSession;
const tracksOf = (s: MediaStream | null) => (s?.getTracks() ?? []) as unknown as Track[];

beforeEach(() => {
  kept = { stream: null, facing: 'user' };
  opened = [];
  refuse = false;
  camera = new CameraSession(
    {
      stream: () => kept.stream,
      facing: () => kept.facing,
      keep: (next) => (kept = { ...kept, ...next }),
    },
    (facing) => {
      opened.push(facing);
      if (refuse) return Promise.reject(new DOMException('denied', 'NotAllowedError'));
      return Promise.resolve(device(facing) as unknown as MediaStream);
    },
  );
});

describe('CameraSession', () => {
  it('opens the camera that faces the person, once: a call after a call reuses it', async () => {
    expect(await camera.open(() => true)).toBe('ready');
    const first = camera.stream;
    expect(tracksOf(first).map((t) => t.label)).toEqual(['mic user', 'camera user']);
    expect(await camera.open(() => true)).toBe('ready');
    expect(camera.stream).toBe(first);
    expect(opened).toEqual(['user']);
  });

  it('a call canceled while the camera opened gets it released at once, never kept', async () => {
    expect(await camera.open(() => false)).toBe('canceled');
    expect(camera.stream).toBeNull();
    expect(opened).toHaveLength(1);
  });

  it('a camera the browser refuses is said so, and nothing is kept', async () => {
    refuse = true;
    expect(await camera.open(() => true)).toBe('blocked');
    expect(camera.stream).toBeNull();
  });

  it('stopping it stops every track (the light goes off) and forgets it', async () => {
    await camera.open(() => true);
    const tracks = tracksOf(camera.stream);
    camera.stop();
    expect(tracks.every((t) => t.stopped)).toBe(true);
    expect(camera.stream).toBeNull();
    camera.stop();
  });

  it('turning it puts the other camera in the call and on screen, and keeps the microphone', async () => {
    await camera.open(() => true);
    const [mic, front] = tracksOf(camera.stream);
    const sent: Track[] = [];
    expect(await camera.turn(async (t) => void sent.push(t as unknown as Track))).toBe(true);
    expect(kept.facing).toBe('environment');
    expect(sent.map((t) => t.label)).toEqual(['camera environment']);
    expect(tracksOf(camera.stream).map((t) => t.label)).toEqual(['mic user', 'camera environment']);
    expect(front?.stopped).toBe(true);
    expect(mic?.stopped).toBe(false);
    // the new camera's own microphone is not wanted
    expect(opened).toEqual(['user', 'environment']);
  });

  it('a camera that cannot turn says so and leaves the call as it was', async () => {
    await camera.open(() => true);
    const before = camera.stream;
    refuse = true;
    expect(await camera.turn(() => Promise.resolve())).toBe(false);
    expect(camera.stream).toBe(before);
    expect(kept.facing).toBe('user');
    expect(tracksOf(before).every((t) => !t.stopped)).toBe(true);
  });
});
