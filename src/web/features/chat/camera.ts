import { openCamera, type Facing } from '../../lib/webrtc/media.ts';
import { useCall } from './callStore.ts';

/** How opening the camera went: open, not wanted any more (released at once), or refused. */
export type CameraOpened = 'ready' | 'canceled' | 'blocked';

/** Where the camera's stream and facing are kept for the screen to show (the call store). */
export interface CameraHolder {
  stream(): MediaStream | null;
  facing(): Facing;
  keep(next: { stream?: MediaStream | null; facing?: Facing }): void;
}

const stopAll = (stream: MediaStream | null | undefined) =>
  stream?.getTracks().forEach((t) => t.stop());

/**
 * This person's camera and microphone, React-free (as LiveKit's client keeps its local
 * tracks): opened for a call, random or with a contact, kept from partner to partner, turned
 * to the other camera, and stopped when the call ends. One instance serves every kind of call,
 * so they open, cancel and release it the same way.
 */
export class CameraSession {
  private readonly holder: CameraHolder;
  private readonly openMedia: (facing: Facing) => Promise<MediaStream>;

  constructor(
    holder: CameraHolder,
    openMedia: (facing: Facing) => Promise<MediaStream> = openCamera,
  ) {
    this.holder = holder;
    this.openMedia = openMedia;
  }

  get stream(): MediaStream | null {
    return this.holder.stream();
  }

  /**
   * Opens the camera, unless it is open already. `wanted` is asked once it opened: a call
   * canceled meanwhile (or Home left) gets it released at once, never kept running unseen.
   */
  async open(wanted: () => boolean): Promise<CameraOpened> {
    if (this.holder.stream()) return 'ready';
    let stream: MediaStream;
    try {
      stream = await this.openMedia(this.holder.facing());
    } catch {
      return 'blocked';
    }
    if (!wanted()) {
      stopAll(stream);
      return 'canceled';
    }
    this.holder.keep({ stream });
    return 'ready';
  }

  /**
   * The other camera (front, back): its video track takes the place of the current one, in
   * the call (`replace`) and on screen; the microphone stays. False when it could not open.
   */
  async turn(replace: (track: MediaStreamTrack) => Promise<void>): Promise<boolean> {
    const next: Facing = this.holder.facing() === 'user' ? 'environment' : 'user';
    const current = this.holder.stream();
    try {
      const fresh = await this.openMedia(next);
      const track = fresh.getVideoTracks()[0];
      fresh.getAudioTracks().forEach((t) => t.stop());
      if (!track) return true;
      await replace(track);
      current?.getVideoTracks().forEach((t) => {
        current.removeTrack(t);
        t.stop();
      });
      current?.addTrack(track);
      // a new stream object, so the screen shows the new track
      const stream = current ? new MediaStream(current.getTracks()) : fresh;
      this.holder.keep({ facing: next, stream });
      return true;
    } catch {
      return false;
    }
  }

  /** Lets the camera and microphone go (the light goes off). */
  stop(): void {
    const stream = this.holder.stream();
    if (!stream) return;
    stopAll(stream);
    this.holder.keep({ stream: null });
  }
}

/** The app's one camera, kept in the call store for the self view and the toolbar. */
export const camera = new CameraSession({
  stream: () => useCall.getState().localStream,
  facing: () => useCall.getState().facing,
  keep: ({ stream, facing }) =>
    useCall.setState({
      ...(stream !== undefined && { localStream: stream }),
      ...(facing && { facing }),
    }),
});
