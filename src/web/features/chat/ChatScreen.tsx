import { useEffect, useRef, useState } from 'react';
import { Flag } from '../../components/Flag.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useScrollLock } from '../../components/useScrollLock.ts';
import { GameDock, useGameNeedsPanel, useGamesPanel } from '../games/GameDock.tsx';
import { ReportButton } from '../moderation/ReportButton.tsx';
import { BanNotice } from '../moderation/BanNotice.tsx';
import { KeepInTouchButton } from '../contacts/KeepInTouchButton.tsx';
import { callController } from './callController.ts';
import { isAutoSearching, shownPartner, unreadOf, useCall } from './callStore.ts';
import { BlockButton } from './BlockButton.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import { MediaButtons } from './MediaControls.tsx';
import { useMedia } from './media.ts';
import { useCameraCount } from './useCameraCount.ts';
import { ReconnectNotice } from './ReconnectNotice.tsx';
import { SharedLanguageChip } from './SharedLanguageChip.tsx';
import { VideoStage } from './VideoStage.tsx';
import './chat.css';

function SearchingBox() {
  return (
    <div className="searching-box" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Searching for a new match…</span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => callController.cancelAutoSearch()}
      >
        Cancel
      </button>
    </div>
  );
}

function PartnerBar() {
  const partner = useCall(shownPartner);
  if (!partner) return null;
  const common = partner.commonInterests.length ? partner.commonInterests.join(', ') : 'None';
  return (
    <div className="partner-bar">
      <span className="partner-country">
        <Flag code={partner.countryCode} showCode={false} label={partner.country} />
        <span>{partner.countryCode === 'UN' ? 'Unknown country' : partner.country}</span>
      </span>
      <SharedLanguageChip />
      <span className="common-interests">
        Common interests: <strong>{common}</strong>
      </span>
    </div>
  );
}

function useFullscreen(root: React.RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen?.().catch(() => undefined);
  };
  return [fullscreen, toggle] as const;
}

/** Keeps `--controls-h` on the call area: overlays in the bottom corners sit above the controls. */
function useControlsHeight(main: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const controls = main.current?.querySelector('.call-controls');
    if (!controls || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? 0;
      main.current?.style.setProperty('--controls-h', `${Math.ceil(height)}px`);
    });
    observer.observe(controls);
    return () => observer.disconnect();
  }, [main]);
}

/**
 * The active-chat screen, video first: the partner's video fills the screen; the partner's
 * details, the controls, the Games panel and (on small screens) the chat lie over it.
 */
export function ChatScreen() {
  const chatOpen = useCall((s) => s.chatOpen);
  const unread = useCall(unreadOf);
  const autoSearching = useCall(isAutoSearching);
  // between partners there is nobody to leave: Next would do nothing
  const hasPartner = useCall((s) => shownPartner(s) !== null);
  const gamesButton = useRef<HTMLButtonElement>(null);
  const [gamesOpen, setGamesOpen] = useGamesPanel();
  const gameRunning = useGameNeedsPanel() !== '';
  const cameras = useCameraCount();
  const cameraOn = useMedia((s) => s.cameraOn);
  const rootRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const [fullscreen, toggleFullscreen] = useFullscreen(rootRef);
  useControlsHeight(mainRef);
  useScrollLock(true);

  return (
    <div
      className={`chat-screen ${chatOpen ? 'chat-open' : ''}`}
      ref={rootRef}
      role="region"
      aria-label="Video chat"
    >
      <div className="chat-main" ref={mainRef}>
        <VideoStage />
        <div className="call-top">
          <PartnerBar />
          <BanNotice />
          <ReconnectNotice />
        </div>
        {autoSearching && <SearchingBox />}
        <div className="call-bottom">
          <GameDock
            open={gamesOpen}
            onClose={() => {
              setGamesOpen(false);
              gamesButton.current?.focus();
            }}
          />
          <div className="call-controls" role="toolbar" aria-label="Call controls">
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => callController.disconnect()}
            >
              Disconnect
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!hasPartner}
              onClick={() => callController.next()}
            >
              Next
            </button>
            <MediaButtons />
            <KeepInTouchButton />
            <button
              ref={gamesButton}
              type="button"
              className="btn btn-ghost"
              aria-expanded={gamesOpen}
              aria-controls="game-panel"
              onClick={() => setGamesOpen(!gamesOpen)}
            >
              Games
              {gameRunning && !gamesOpen && (
                <span className="dot" aria-label="a game is on" role="img" />
              )}
            </button>
            <button
              type="button"
              className="btn btn-ghost chat-toggle"
              aria-expanded={chatOpen}
              aria-controls="chat-sidebar"
              onClick={() => callController.toggleChat()}
            >
              {chatOpen ? 'Hide Chat' : 'Show Chat'}
              {unread > 0 && (
                <span className="badge" aria-label={`${unread} unread`}>
                  {unread}
                </span>
              )}
            </button>
            <ReportButton />
            <BlockButton />
            {/* one camera: nothing to switch to, so no button that would do nothing */}
            {cameras > 1 && (
              <button
                type="button"
                className="icon-btn"
                aria-label="Switch camera"
                // a camera that is off stays off: no new camera's frames slip out
                disabled={!cameraOn}
                onClick={() => void callController.switchCamera()}
              >
                <Icon name="switchCamera" />
              </button>
            )}
            <button
              type="button"
              className="icon-btn"
              aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
              aria-pressed={fullscreen}
              onClick={toggleFullscreen}
            >
              <Icon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
            </button>
          </div>
        </div>
      </div>
      <aside id="chat-sidebar" className="chat-sidebar">
        <ChatPanel onClose={() => callController.toggleChat()} />
      </aside>
    </div>
  );
}
