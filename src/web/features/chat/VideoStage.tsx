import { useEffect, useRef } from 'react';
import { callController } from './callController.ts';
import { useCall } from './callStore.ts';

function useStream(ref: React.RefObject<HTMLVideoElement | null>, stream: MediaStream | null) {
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
  }, [ref, stream]);
}

/** The partner's video with a small self view; a loading overlay until the partner plays. */
export function VideoStage() {
  const remote = useCall((s) => s.remoteStream);
  const local = useCall((s) => s.localStream);
  const playing = useCall((s) => s.remotePlaying);
  const phase = useCall((s) => s.phase);
  const facing = useCall((s) => s.facing);
  const remoteRef = useRef<HTMLVideoElement>(null);
  const localRef = useRef<HTMLVideoElement>(null);
  useStream(remoteRef, remote);
  useStream(localRef, local);

  return (
    <div className="video-stage">
      <video
        ref={remoteRef}
        className="remote-video"
        autoPlay
        playsInline
        aria-label="Partner video"
        data-testid="remote-video"
        onPlaying={() => callController.remoteVideoPlaying()}
      />
      {phase === 'matched' && !playing && (
        <div className="video-overlay" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Connecting to your partner…</span>
        </div>
      )}
      <video
        ref={localRef}
        className={`self-video ${facing === 'user' ? 'mirrored' : ''}`}
        autoPlay
        playsInline
        muted
        aria-label="Your video"
      />
    </div>
  );
}
