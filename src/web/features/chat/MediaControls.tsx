import { useLingui } from '@lingui/react';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { isMatched, remotePlaying, useCall } from './callStore.ts';
import { toggleCamera, toggleMic, useMedia } from './media.ts';
import './media.css';

/** One of the call's media toggles: pressed means off. */
function MediaToggle(props: {
  label: string;
  on: boolean;
  icons: readonly [on: IconName, off: IconName];
  titles: readonly [on: string, off: string];
  disabled: boolean;
  onToggle: () => void;
}) {
  const { label, on, icons, titles, disabled, onToggle } = props;
  return (
    <button
      type="button"
      className={`icon-btn media-btn ${on ? '' : 'is-off'}`}
      aria-label={label}
      aria-pressed={!on}
      title={on ? titles[0] : titles[1]}
      disabled={disabled}
      onClick={onToggle}
    >
      <Icon name={on ? icons[0] : icons[1]} />
    </button>
  );
}

/** Mute and Camera off in the call toolbar: toggle buttons (pressed = off). */
export function MediaButtons() {
  const { i18n } = useLingui();
  const micOn = useMedia((s) => s.micOn);
  const cameraOn = useMedia((s) => s.cameraOn);
  const hasStream = useCall((s) => s.localStream !== null);
  return (
    <>
      <MediaToggle
        label={i18n._('chat.media.mute')}
        on={micOn}
        icons={['mic', 'micOff']}
        titles={[i18n._('chat.media.muteTitle'), i18n._('chat.media.unmuteTitle')]}
        disabled={!hasStream}
        onToggle={toggleMic}
      />
      <MediaToggle
        label={i18n._('chat.media.cameraOff')}
        on={cameraOn}
        icons={['camera', 'cameraOff']}
        titles={[i18n._('chat.media.cameraOffTitle'), i18n._('chat.media.cameraOnTitle')]}
        disabled={!hasStream}
        onToggle={toggleCamera}
      />
    </>
  );
}

/**
 * Over the partner's video: "Camera off" instead of a black or frozen frame (with their mic
 * state), or a small "Muted" badge while their camera is on.
 */
export function PartnerMediaOverlay() {
  const { i18n } = useLingui();
  const partner = useMedia((s) => s.partner);
  const shown = useCall((s) => isMatched(s) && remotePlaying(s));
  if (!shown) return null;
  if (!partner.camera)
    return (
      <div className="video-overlay camera-off" role="status" data-testid="partner-camera-off">
        <span className="camera-off-icon" aria-hidden="true">
          <Icon name="cameraOff" size={40} />
        </span>
        <span>{i18n._('chat.media.cameraOff')}</span>
        <span className="partner-mic">
          <Icon name={partner.mic ? 'mic' : 'micOff'} size={18} />
          {partner.mic ? i18n._('chat.media.micOn') : i18n._('chat.media.micMuted')}
        </span>
      </div>
    );
  if (!partner.mic)
    return (
      <div className="partner-muted" role="status" data-testid="partner-muted">
        <Icon name="micOff" size={18} />
        {i18n._('chat.media.partnerMuted')}
      </div>
    );
  return null;
}

/** Over my own small video while my camera is off: black alone would look like a fault. */
export function SelfCameraOff() {
  const { i18n } = useLingui();
  const cameraOn = useMedia((s) => s.cameraOn);
  if (cameraOn) return null;
  return (
    <div className="self-camera-off">
      <Icon name="cameraOff" size={22} />
      <span>{i18n._('chat.media.cameraOff')}</span>
    </div>
  );
}
