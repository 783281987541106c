import { create } from 'zustand';
import type { MediaState } from '../../../shared/protocol/index.ts';
import type { AppClientSocket } from '../../lib/realtime.ts';
import { isMatched, useCall } from './callStore.ts';

export interface MediaStore {
  /** my microphone and camera, as I set them in the call toolbar */
  micOn: boolean;
  cameraOn: boolean;
  /** the partner's, as they told us (on until told otherwise) */
  partner: MediaState;
}

const BOTH_ON: MediaState = { mic: true, camera: true };

export const useMedia = create<MediaStore>(() => ({
  micOn: true,
  cameraOn: true,
  partner: BOTH_ON,
}));

let socket: AppClientSocket | null = null;

/** The tracks follow the toggles: a disabled track sends silence or black, never a frozen frame. */
function applyToTracks(): void {
  const { micOn, cameraOn } = useMedia.getState();
  const stream = useCall.getState().localStream;
  stream?.getAudioTracks().forEach((t) => (t.enabled = micOn));
  stream?.getVideoTracks().forEach((t) => (t.enabled = cameraOn));
}

/** Tells the partner (through the server) what my mic and camera are doing. */
function announce(): void {
  if (!socket || !isMatched(useCall.getState())) return;
  const { micOn, cameraOn } = useMedia.getState();
  socket.emit('mediaState', { mic: micOn, camera: cameraOn });
}

export function toggleMic(): void {
  useMedia.setState((s) => ({ micOn: !s.micOn }));
  applyToTracks();
  announce();
}

export function toggleCamera(): void {
  useMedia.setState((s) => ({ cameraOn: !s.cameraOn }));
  applyToTracks();
  announce();
}

/**
 * Hands the socket to the mute and camera toggles: a new partner hears my state (when
 * something is off) and starts with theirs on until they say otherwise. Returns the detach.
 */
export function attachMedia(next: AppClientSocket): () => void {
  socket = next;
  const onFound = () => {
    useMedia.setState({ partner: BOTH_ON });
    const { micOn, cameraOn } = useMedia.getState();
    if (!micOn || !cameraOn) next.emit('mediaState', { mic: micOn, camera: cameraOn });
  };
  const onPartnerMedia = (state: MediaState) => useMedia.setState({ partner: state });
  const onLeft = () => useMedia.setState({ partner: BOTH_ON });
  next.on('partnerFound', onFound);
  next.on('partnerMedia', onPartnerMedia);
  next.on('partnerDisconnected', onLeft);
  // a new camera (switch, a fresh call) follows the toggles; a released one resets them
  const unsubscribe = useCall.subscribe((state, prev) => {
    if (state.localStream === prev.localStream) return;
    if (!state.localStream) useMedia.setState({ micOn: true, cameraOn: true, partner: BOTH_ON });
    else applyToTracks();
  });
  return () => {
    next.off('partnerFound', onFound);
    next.off('partnerMedia', onPartnerMedia);
    next.off('partnerDisconnected', onLeft);
    unsubscribe();
    if (socket === next) socket = null;
  };
}
