import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { NudityShield } from '../shield/NudityShield.tsx';
import { callController } from './callController.ts';
import { PartnerMediaOverlay } from './MediaControls.tsx';
import { isAutoSearching, isMatched, remotePlaying, remoteStreamOf, useCall } from './callStore.ts';
import { SelfView } from './SelfView.tsx';

/**
 * The partner's video, filling the whole call screen whatever else is open (games, chat,
 * overlays sit on top of it and never resize it), with the self view as a small overlay.
 * A status covers it until the partner plays, and between partners.
 */
export function VideoStage() {
  const { i18n } = useLingui();
  const remote = useCall(remoteStreamOf);
  const playing = useCall(remotePlaying);
  const matched = useCall(isMatched);
  const finding = useCall(
    (s) => (s.call.kind === 'searching' || s.call.kind === 'connecting') && !isAutoSearching(s),
  );
  const remoteRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = remoteRef.current;
    if (video && video.srcObject !== remote) video.srcObject = remote;
  }, [remote]);

  return (
    <div className="video-stage">
      <video
        ref={remoteRef}
        className="remote-video"
        autoPlay
        playsInline
        aria-label={i18n._('chat.partnerVideo')}
        data-testid="remote-video"
        onPlaying={() => callController.remoteVideoPlaying()}
      />
      <NudityShield videoRef={remoteRef} />
      {matched && !playing && (
        <div className="video-overlay" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{i18n._('chat.connecting')}</span>
        </div>
      )}
      {/* between partners the call screen stays: no flash of Home (the auto search has
          the spec's own floating box instead) */}
      {finding && (
        <div className="video-overlay" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{i18n._('chat.findingNext')}</span>
        </div>
      )}
      <PartnerMediaOverlay />
      <SelfView />
    </div>
  );
}
