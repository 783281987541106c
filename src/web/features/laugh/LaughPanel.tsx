import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { LAUGH } from '../../../shared/constants.ts';
import { isHeld, isMatched, useCall } from '../chat/callStore.ts';
import { useGameLock } from '../games/gameStore.ts';
import { RewardNote } from '../games/RewardNote.tsx';
import { useSocket } from '../session/useRealtime.ts';
import { sayEnded } from '../../i18n/codes.ts';
import { laughController as laugh, useLaugh, WARNING_SECONDS } from './laughController.ts';
import { useLaughCamera } from './useLaughCamera.ts';
import { cheers, errorText, hintText, resultTitle } from './words.ts';
import { secondsShort } from '../games/secondsShort.ts';
import './laugh.css';

const formatNumber = (i18n: I18n, n: number) => new Intl.NumberFormat(i18n.locale).format(n);

/**
 * Seconds left until `endsAt`, ticking; beeps in the last seconds of a turn. While either
 * player reconnects the server holds the clock, so the countdown freezes (`held`); the server
 * sends the turn again with the time it has left once both are back.
 */
function useSecondsLeft(endsAt: number, beep: boolean, held: boolean): number {
  const left = () => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    if (held) return;
    setSeconds(left());
    const id = setInterval(() => {
      const s = left();
      setSeconds((prev) => {
        if (beep && s !== prev && s > 0 && s <= WARNING_SECONDS) laugh.warningBeep();
        return s;
      });
    }, 250);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endsAt, beep, held]);
  return seconds;
}

/** Encouragement: a new line every 8 s, shown for 4 s (which of `count` lines, or null). */
function useCheer(active: boolean, count: number): number | null {
  const [cheer, setCheer] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    let n = 0;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      setCheer(n++ % count);
      hide = setTimeout(() => setCheer(null), LAUGH.encouragementForMs);
    };
    const id = setInterval(show, LAUGH.encouragementEveryMs);
    return () => {
      clearInterval(id);
      clearTimeout(hide);
      setCheer(null);
    };
  }, [active, count]);
  return cheer;
}

function Scores({ me }: { me: string }) {
  const { i18n } = useLingui();
  const scores = useLaugh((s) => s.scores);
  const partner = Object.keys(scores).find((id) => id !== me);
  return (
    <p className="laugh-scores" data-testid="laugh-scores">
      {i18n._('laugh.scores.you')} <strong>{formatNumber(i18n, scores[me] ?? 0)}</strong> –{' '}
      <strong>{formatNumber(i18n, partner ? (scores[partner] ?? 0) : 0)}</strong>{' '}
      {i18n._('laugh.scores.partner')}
    </p>
  );
}

/** What the Statue's absence means, for each side, while the server's warning runs. */
function AwayWarning({ attacking, until }: { attacking: boolean; until: number }) {
  const { i18n } = useLingui();
  const held = useCall(isHeld);
  const seconds = formatNumber(i18n, useSecondsLeft(until, false, held));
  return (
    <p className="laugh-away" role="alert">
      {attacking
        ? i18n._('laugh.away.partnerOut', { seconds })
        : i18n._('laugh.away.youOut', { seconds })}
    </p>
  );
}

function Game({ me }: { me: string }) {
  const { i18n } = useLingui();
  const { phase, attackerId, round, endsAt, lastScorer, lastForfeit, nonce } = useLaugh();
  const { firstPrep, awayUntil } = useLaugh();
  const attacking = attackerId === me;
  const running = phase === 'prep' || phase === 'active';
  const camera = useLaughCamera(running, phase === 'active' && !attacking && !!nonce, () =>
    laugh.laughed(),
  );
  const held = useCall(isHeld);
  const seconds = useSecondsLeft(endsAt, phase === 'active', held);
  const lines = cheers(i18n)[attacking ? 'attacker' : 'defender'];
  const cheer = useCheer(phase === 'active', lines.length);
  const sentOk = useRef<boolean | null>(null);
  const cameraOk = camera.hint === 'all-good' && !camera.error;
  // during a turn only leaving the frame (or hiding in the dark) counts, not a slight drift
  const inFrame = !camera.error && camera.hint !== 'not-in-frame' && camera.hint !== 'too-dark';
  const statusOk = phase === 'prep' ? cameraOk : inFrame;

  // the (upcoming) defender tells the server when the camera check passes or stops passing:
  // in the break it starts the turn, during the turn being out of frame forfeits the point
  useEffect(() => {
    sentOk.current = null;
  }, [phase]);
  useEffect(() => {
    if ((phase !== 'prep' && phase !== 'active') || attacking) {
      sentOk.current = null;
      return;
    }
    if (sentOk.current !== statusOk) {
      sentOk.current = statusOk;
      laugh.cameraStatus(statusOk);
    }
  }, [phase, attacking, statusOk]);

  const warn = phase === 'active' && seconds <= WARNING_SECONDS;
  return (
    <>
      <div className="laugh-head">
        <span className={`laugh-role ${attacking ? 'is-jokester' : 'is-statue'}`}>
          {attacking ? i18n._('laugh.role.jokester') : i18n._('laugh.role.statue')}
        </span>
        <span className="muted">
          {i18n._('laugh.round', {
            round: formatNumber(i18n, round),
            rounds: formatNumber(i18n, LAUGH.rounds),
          })}
        </span>
        <span
          className={`laugh-timer ${warn ? 'is-warning' : ''}`}
          role="timer"
          aria-label={i18n._('laugh.secondsLeft', { seconds })}
        >
          {secondsShort(i18n.locale, seconds)}
        </span>
      </div>
      <Scores me={me} />
      {phase === 'prep' ? (
        <div className="laugh-prep" role="status">
          <p className="laugh-switch">
            <span className="spinner" aria-hidden="true" />{' '}
            {firstPrep ? i18n._('laugh.prep.first') : i18n._('laugh.prep.switching')}
          </p>
          <p className="muted">
            {attacking ? i18n._('laugh.prep.jokesterNext') : i18n._('laugh.prep.statueNext')}
          </p>
        </div>
      ) : (
        <p className="laugh-goal">
          {attacking ? i18n._('laugh.goal.jokester') : i18n._('laugh.goal.statue')}
        </p>
      )}
      <div className={`laugh-camera ${attacking ? 'is-hidden' : ''}`}>
        <video ref={camera.videoRef} muted playsInline aria-label={i18n._('laugh.camera.label')} />
        <div className="laugh-camera-status">
          {camera.error ? (
            <p className="alert" role="alert">
              {errorText(i18n, camera.error)}
            </p>
          ) : camera.status === 'loading' || camera.status === 'starting' ? (
            <p className="muted">
              <span className="spinner" aria-hidden="true" /> {i18n._('laugh.camera.loading')}
            </p>
          ) : camera.status === 'retrying' ? (
            <p className="muted">
              <span className="spinner" aria-hidden="true" /> {i18n._('laugh.camera.retrying')}
            </p>
          ) : camera.hint ? (
            <p
              className={`laugh-hint is-${camera.hint}`}
              data-testid="laugh-hint"
              data-hint={camera.hint}
            >
              {hintText(i18n, camera.hint)}
            </p>
          ) : (
            <p className="muted">
              <span className="spinner" aria-hidden="true" /> {i18n._('laugh.camera.checking')}
            </p>
          )}
          <p
            className="visually-hidden"
            data-testid="laugh-reading"
            data-laugh={String(camera.reading?.laugh ?? false)}
            data-readings={camera.readings}
          />
        </div>
      </div>
      {cheer !== null && (
        <p className="laugh-cheer" role="status">
          {lines[cheer]}
        </p>
      )}
      {phase === 'active' && awayUntil !== null && (
        <AwayWarning attacking={attacking} until={awayUntil} />
      )}
      {lastScorer && phase === 'prep' && (
        <p className="laugh-point">
          {lastForfeit
            ? lastScorer === me
              ? i18n._('laugh.point.partnerAway')
              : i18n._('laugh.point.youAway')
            : lastScorer === me
              ? i18n._('laugh.point.theyLaughed')
              : i18n._('laugh.point.youLaughed')}
        </p>
      )}
      <div className="laugh-actions">
        {phase === 'active' && attacking && (
          <button type="button" className="btn btn-sm" onClick={() => laugh.endTurn()}>
            {i18n._('laugh.endTurn')}
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void laugh.end()}>
          {i18n._('laugh.quit')}
        </button>
      </div>
    </>
  );
}

function Body({ me }: { me: string }) {
  const { i18n } = useLingui();
  const phase = useLaugh((s) => s.phase);
  const ended = useLaugh((s) => s.ended);
  const otherGame = useGameLock((s) => s.active !== 'none' && s.active !== 'laugh');
  switch (phase) {
    case 'idle':
      return (
        <>
          <p className="muted laugh-intro">
            {i18n._('laugh.intro', { seconds: formatNumber(i18n, LAUGH.turnMs / 1000) })}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={otherGame}
            onClick={() => laugh.request()}
          >
            {i18n._('laugh.request')}
          </button>
          {otherGame && <p className="muted laugh-intro">{i18n._('laugh.otherGame')}</p>}
        </>
      );
    case 'waiting':
      return (
        <div className="laugh-row" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{i18n._('laugh.waiting')}</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => laugh.cancel()}>
            {i18n._('laugh.dismiss')}
          </button>
        </div>
      );
    case 'incoming':
      return (
        <>
          <p>{i18n._('laugh.incoming')}</p>
          <div className="laugh-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              data-game-accept
              onClick={() => laugh.accept()}
            >
              {i18n._('laugh.accept')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => laugh.decline()}>
              {i18n._('laugh.decline')}
            </button>
          </div>
        </>
      );
    case 'prep':
    case 'active':
      return <Game me={me} />;
    case 'over': {
      if (!ended) return null;
      const { result } = ended;
      const { awardedPoints, note } = ended.rewards;
      return (
        <div className={`laugh-result is-${result}`}>
          <h3>{resultTitle(i18n, result)}</h3>
          {result === 'ended' && <p className="muted">{sayEnded(ended)}</p>}
          <Scores me={me} />
          <RewardNote
            className="laugh-reward"
            testId="laugh-reward"
            code={ended.rewards.noteCode}
            text={
              awardedPoints > 0
                ? i18n._('laugh.reward.points', { points: awardedPoints })
                : (note ?? i18n._('laugh.reward.none'))
            }
          />
          <div className="laugh-actions">
            <button type="button" className="btn btn-sm" onClick={() => laugh.close()}>
              {i18n._('laugh.continue')}
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => laugh.request()}
            >
              {i18n._('laugh.rematch')}
            </button>
          </div>
        </div>
      );
    }
  }
}

/** The laugh challenge panel on the active-chat screen (docs/product.md, Laugh challenge). */
export function LaughPanel() {
  const { i18n } = useLingui();
  const socket = useSocket();
  const matched = useCall(isMatched);
  const phase = useLaugh((s) => s.phase);

  useEffect(() => {
    if (!socket) return;
    laugh.attach(socket);
    return () => laugh.detach();
  }, [socket]);

  if (!socket?.id || (!matched && phase === 'idle')) return null;
  return (
    <section className="laugh-panel card" aria-labelledby="laugh-title" data-phase={phase}>
      <h2 id="laugh-title" className="laugh-title">
        {i18n._('laugh.title')}
      </h2>
      <Body me={socket.id} />
    </section>
  );
}
