import { useLingui } from '@lingui/react';
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
import { aroundSlot } from '../../i18n/elements.tsx';
import { VideoStage } from './VideoStage.tsx';
import { PersonAvatar } from '../guests/PersonAvatar.tsx';
import { shownName } from '../guests/names.ts';
import './chat.css';

function SearchingBox() {
  const { i18n } = useLingui();
  return (
    <div className="searching-box" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{i18n._('chat.searchingNew')}</span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => callController.cancelAutoSearch()}
      >
        {i18n._('chat.cancel')}
      </button>
    </div>
  );
}

/**
 * The partner's country in the page's language. English keeps the server's name, as the spec
 * words it; the other languages name the country with the browser's own list.
 */
function countryName(code: string, fromServer: string, locale: string): string {
  if (locale === 'en') return fromServer;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? fromServer;
  } catch {
    return fromServer;
  }
}

function PartnerBar() {
  const { i18n } = useLingui();
  const partner = useCall(shownPartner);
  if (!partner) return null;
  // the interests are the partner's own words; only the separators follow the language
  const common = partner.commonInterests.length
    ? new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(
        partner.commonInterests,
      )
    : i18n._('chat.partner.noInterests');
  const country =
    partner.countryCode === 'UN'
      ? i18n._('chat.partner.unknownCountry')
      : countryName(partner.countryCode, partner.country, i18n.locale);
  const [before, after] = aroundSlot((interests) =>
    i18n._('chat.partner.commonInterests', { interests }),
  );
  const guest = partner.partnerGuestName
    ? { name: null, guestName: partner.partnerGuestName }
    : null;
  return (
    <div className="partner-bar">
      {guest && (
        <span className="partner-name" data-testid="partner-name">
          <PersonAvatar person={guest} className="avatar-sm" />
          <strong>{shownName(guest, i18n)}</strong>
        </span>
      )}
      <span className="partner-country">
        <Flag code={partner.countryCode} showCode={false} label={country} />
        <span>{country}</span>
      </span>
      <SharedLanguageChip />
      <span className="common-interests">
        {before}
        <strong>{common}</strong>
        {after}
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
  const { i18n } = useLingui();
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
      aria-label={i18n._('chat.screen.label')}
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
          <div className="call-controls" role="toolbar" aria-label={i18n._('chat.controls')}>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => callController.disconnect()}
            >
              {i18n._('chat.disconnect')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!hasPartner}
              onClick={() => callController.next()}
            >
              {i18n._('chat.next')}
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
              {i18n._('chat.games')}
              {gameRunning && !gamesOpen && (
                <span className="dot" aria-label={i18n._('chat.gameOn')} role="img" />
              )}
            </button>
            <button
              type="button"
              className="btn btn-ghost chat-toggle"
              aria-expanded={chatOpen}
              aria-controls="chat-sidebar"
              onClick={() => callController.toggleChat()}
            >
              {chatOpen ? i18n._('chat.hideChat') : i18n._('chat.showChat')}
              {unread > 0 && (
                <span className="badge" aria-label={i18n._('chat.unread', { count: unread })}>
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
                aria-label={i18n._('chat.switchCamera')}
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
              aria-label={fullscreen ? i18n._('chat.exitFullscreen') : i18n._('chat.fullscreen')}
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
