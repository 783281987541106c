import { useLingui } from '@lingui/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { callController } from '../chat/callController.ts';
import { meeting, remotePlaying, remoteStreamOf, useCall } from '../chat/callStore.ts';
import { openReport } from '../moderation/reportDialog.ts';
import type { ShieldSampler } from './sampler.ts';
import { useAgeWatch } from '../ageSignal/useAgeWatch.ts';
import { useShieldSettings } from './settings.ts';
import { shieldWarming } from './warm.ts';
import {
  initialShield,
  isBlurred,
  needsSamples,
  onScores,
  settingsFor,
  showAnyway,
  showNow,
  type ShieldState,
} from './verdict.ts';
import './shield.css';

const measureSafeStart = (from: number) =>
  void import('./sampler.ts').then((m) => m.measure('shield:safe-start', performance.now() - from));

/**
 * The nudity shield over the partner's video: blurs it until a first frame is
 * checked (safe start) and whenever a frame looks explicit, with the overlay and its actions.
 * Only this small part loads with the call screen; the sampler, worker and model load in idle
 * time on Home (warm.ts), or else once a match starts, and stay for later calls. Everything
 * runs in this browser; no frame leaves it. A partner whose partnerFound says checkFirst is
 * checked whatever the viewer's settings (verdict.ts, settingsFor).
 */
export function NudityShield({ videoRef }: { videoRef: RefObject<HTMLVideoElement | null> }) {
  const { i18n } = useLingui();
  const stream = useCall(remoteStreamOf);
  const playing = useCall(remotePlaying);
  const own = useShieldSettings();
  // a partner the server asks to check first is checked even when the viewer turned it off
  const checkFirst = useCall((s) => meeting(s)?.partner.checkFirst === true);
  const settings = useMemo(() => settingsFor(own, checkFirst), [own, checkFirst]);
  const [state, setState] = useState<ShieldState>(() => initialShield(settings));
  const [failed, setFailed] = useState(false);
  const [forStream, setForStream] = useState(stream);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const sampler = useRef<ShieldSampler | null>(null);
  const firstFrame = useRef<number | null>(null);

  // a new partner's video starts blurred again (adjusting state during render: no unblurred paint)
  if (stream !== forStream) {
    setForStream(stream);
    setState(initialShield(settings));
    setFailed(false); // the check is tried again for this partner (the sampler restarts)
  }

  useLayoutEffect(() => {
    videoRef.current?.classList.toggle('shield-blur', isBlurred(state.phase));
  }, [state.phase, videoRef]);

  // when the first frame of this partner's video is shown: the start of the safe-start wait
  useEffect(() => {
    const video = videoRef.current;
    firstFrame.current = null;
    sampler.current?.restart();
    if (!video || !stream) return;
    const mark = () => {
      firstFrame.current ??= performance.now();
      // the safe start's first check goes the moment there is a frame to check
      sampler.current?.frameShown();
    };
    if ('requestVideoFrameCallback' in video) {
      const handle = video.requestVideoFrameCallback(mark);
      return () => video.cancelVideoFrameCallback(handle);
    }
    const v = video as HTMLVideoElement;
    v.addEventListener('loadeddata', mark, { once: true });
    return () => v.removeEventListener('loadeddata', mark);
  }, [stream, videoRef]);

  // With the model warmed on Home (warm.ts) the sampler starts with the partner's stream, so the
  // first decoded frame is checked at once (frameShown above). Cold, it loads once the video
  // plays (blurred meanwhile): loading the model at the match took CPU from the call's own
  // set-up on small devices and held the first frame back.
  const want = stream !== null && (playing || shieldWarming()) && needsSamples(state, settings);
  const checking = state.phase === 'checking';
  useEffect(() => {
    if (!want) {
      sampler.current?.pause();
      return;
    }
    let cancelled = false;
    void import('./sampler.ts').then(({ ShieldSampler }) => {
      const video = videoRef.current;
      if (cancelled || !video) return;
      sampler.current ??= new ShieldSampler({
        scores: (scores) =>
          setState((s) => {
            const next = onScores(s, scores, settingsRef.current);
            if (s.phase === 'checking' && next.phase !== 'checking' && firstFrame.current !== null)
              measureSafeStart(firstFrame.current);
            return next;
          }),
        failed: () => setFailed(true),
      });
      sampler.current.start(video, checking);
    });
    return () => {
      cancelled = true;
    };
  }, [want, checking, videoRef]);

  useEffect(() => sampler.current?.setFast(checking), [checking]);
  // the partner's apparent age, on this same video, after the first check (ageSignal/)
  useAgeWatch(videoRef, stream !== null && playing && !checking);
  useEffect(() => () => sampler.current?.dispose(), []);

  if (!stream || !playing) return null;
  if (checking)
    return (
      <div className="shield-overlay shield-checking">
        <p role="status" className="shield-status">
          {!failed && <span className="spinner" aria-hidden="true" />}
          {failed ? i18n._('shield.failed') : i18n._('shield.checking')}
        </p>
        <button type="button" className="btn btn-ghost" onClick={() => setState(showNow)}>
          {i18n._('shield.showNow')}
        </button>
      </div>
    );
  if (state.phase !== 'flagged') return null;
  const evidence = state.evidence;
  return (
    <div className="shield-overlay shield-flagged" role="group" aria-labelledby="shield-flagged">
      <p id="shield-flagged" role="alert" className="shield-status">
        {i18n._('shield.flagged')}
      </p>
      <div className="shield-actions">
        <button type="button" className="btn btn-ghost" onClick={() => setState(showAnyway)}>
          {i18n._('shield.showAnyway')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => callController.next()}>
          {i18n._('shield.next')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => openReport({ reason: 'nudity', ...(evidence ? { evidence } : {}) })}
        >
          {i18n._('shield.report')}
        </button>
      </div>
    </div>
  );
}
