import { useEffect, useRef, useState } from 'react';
import { Flag } from '../../components/Flag.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useScrollLock } from '../../components/useScrollLock.ts';
import { GameDock } from '../games/GameDock.tsx';
import { toggleMuteGames, useMuteGames } from '../games/muteGames.ts';
import { ReportButton } from '../moderation/ReportButton.tsx';
import { BanNotice } from '../moderation/BanNotice.tsx';
import { callController } from './callController.ts';
import { useCall } from './callStore.ts';
import { ChatPanel } from './ChatPanel.tsx';
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

/** The active-chat screen: partner video, self view, partner info, controls, chat and games. */
export function ChatScreen() {
  const partner = useCall((s) => s.partner);
  const autoSearching = useCall((s) => s.autoSearching);
  const chatOpen = useCall((s) => s.chatOpen);
  const unread = useCall((s) => s.unread);
  const muted = useMuteGames((s) => s.muted);
  const rootRef = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  useScrollLock(true);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  const common = partner?.commonInterests.length ? partner.commonInterests.join(', ') : 'None';
  return (
    <div
      className={`chat-screen ${chatOpen ? 'chat-open' : ''}`}
      ref={rootRef}
      role="region"
      aria-label="Video chat"
    >
      <div className="chat-main">
        <div className="partner-bar">
          {partner ? (
            <>
              <span className="partner-country">
                <Flag code={partner.countryCode} showCode={false} label={partner.country} />
                <span>{partner.countryCode === 'UN' ? 'Unknown country' : partner.country}</span>
              </span>
              <span className="common-interests">
                Common interests: <strong>{common}</strong>
              </span>
            </>
          ) : (
            <span className="muted">Waiting for a partner…</span>
          )}
        </div>
        <BanNotice />
        <VideoStage />
        {autoSearching && <SearchingBox />}
        <GameDock />
        <div className="call-controls" role="toolbar" aria-label="Call controls">
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => callController.disconnect()}
          >
            Disconnect
          </button>
          <button type="button" className="btn btn-primary" onClick={() => callController.next()}>
            Next
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
            aria-pressed={fullscreen}
            onClick={toggleFullscreen}
          >
            <Icon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label="Switch camera"
            onClick={() => void callController.switchCamera()}
          >
            <Icon name="switchCamera" />
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
          <button
            type="button"
            className="btn btn-ghost"
            aria-pressed={muted}
            onClick={toggleMuteGames}
          >
            {muted ? 'Unmute games' : 'Mute games'}
          </button>
        </div>
      </div>
      <aside id="chat-sidebar" className="chat-sidebar">
        <ChatPanel onClose={() => callController.toggleChat()} />
      </aside>
    </div>
  );
}
