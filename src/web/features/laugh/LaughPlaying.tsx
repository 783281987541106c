import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { LAUGH } from '../../../shared/constants.ts';
import { isHeld, useCall } from '../chat/callStore.ts';
import { EndButton } from '../games/challenge/ChallengeFrame.tsx';
import { GameTimer, ScorePair, useFormatNumber } from '../games/challenge/parts.tsx';
import { useSocket } from '../session/useRealtime.ts';
import { laughController as laugh, useLaugh, WARNING_SECONDS } from './laughController.ts';
import { useLaughCamera, type LaughCamera } from './useLaughCamera.ts';
import { cheers, errorText, hintText } from './words.ts';

/** This page's player (the wire names players by socket id). */
export const useMe = (): string => useSocket()?.id ?? '';

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

/** "You 1 – 0 Partner", by socket id (while playing and on the result). */
export function Scores({ scores }: { scores: Record<string, number> }) {
  const me = useMe();
  const partner = Object.keys(scores).find((id) => id !== me);
  return (
    <p className="laugh-scores" data-testid="laugh-scores">
      <ScorePair
        you={scores[me] ?? 0}
        partner={partner ? (scores[partner] ?? 0) : 0}
        testId="laugh"
      />
    </p>
  );
}

/** What the Statue's absence means, for each side, while the server's warning runs. */
function AwayWarning({ attacking, until }: { attacking: boolean; until: number }) {
  const { i18n } = useLingui();
  const held = useCall(isHeld);
  const seconds = useFormatNumber()(useSecondsLeft(until, false, held));
  return (
    <p className="laugh-away" role="alert">
      {attacking
        ? i18n._('laugh.away.partnerOut', { seconds })
        : i18n._('laugh.away.youOut', { seconds })}
    </p>
  );
}

/** The camera check: the picture, and what it sees (or why it cannot look). */
function CameraCheck({ camera, hidden }: { camera: LaughCamera; hidden: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className={`laugh-camera ${hidden ? 'is-hidden' : ''}`}>
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
  );
}

/** The point just scored, as each side reads it, during the break after it. */
function PointLine({ scorer, forfeit }: { scorer: string; forfeit: boolean }) {
  const { i18n } = useLingui();
  const mine = scorer === useMe();
  const text = forfeit
    ? mine
      ? i18n._('laugh.point.partnerAway')
      : i18n._('laugh.point.youAway')
    : mine
      ? i18n._('laugh.point.theyLaughed')
      : i18n._('laugh.point.youLaughed');
  return <p className="laugh-point">{text}</p>;
}

/** A laugh game under way: a break (the camera check) or a turn. */
export function LaughPlaying() {
  const { i18n } = useLingui();
  const format = useFormatNumber();
  const me = useMe();
  const { step, attackerId, round, endsAt, lastScorer, lastForfeit, nonce, scores } = useLaugh();
  const { firstPrep, awayUntil } = useLaugh();
  const attacking = attackerId === me;
  const active = step === 'active';
  const camera = useLaughCamera(true, active && !attacking && !!nonce, () => laugh.laughed());
  const held = useCall(isHeld);
  const seconds = useSecondsLeft(endsAt, active, held);
  const lines = cheers(i18n)[attacking ? 'attacker' : 'defender'];
  const cheer = useCheer(active, lines.length);
  const sentOk = useRef<boolean | null>(null);
  const cameraOk = camera.hint === 'all-good' && !camera.error;
  // during a turn only leaving the frame (or hiding in the dark) counts, not a slight drift
  const inFrame = !camera.error && camera.hint !== 'not-in-frame' && camera.hint !== 'too-dark';
  const statusOk = active ? inFrame : cameraOk;

  // the (upcoming) defender tells the server when the camera check passes or stops passing:
  // in the break it starts the turn, during the turn being out of frame forfeits the point
  useEffect(() => {
    sentOk.current = null;
  }, [step]);
  useEffect(() => {
    if (attacking) {
      sentOk.current = null;
      return;
    }
    if (sentOk.current !== statusOk) {
      sentOk.current = statusOk;
      laugh.cameraStatus(statusOk);
    }
  }, [step, attacking, statusOk]);

  return (
    <>
      <div className="laugh-head">
        <span className={`laugh-role ${attacking ? 'is-jokester' : 'is-statue'}`}>
          {attacking ? i18n._('laugh.role.jokester') : i18n._('laugh.role.statue')}
        </span>
        <span className="muted">
          {i18n._('laugh.round', { round: format(round), rounds: format(LAUGH.rounds) })}
        </span>
        <GameTimer
          seconds={seconds}
          urgent={active && seconds <= WARNING_SECONDS}
          className="laugh-timer"
        />
      </div>
      <Scores scores={scores} />
      {active ? (
        <p className="laugh-goal">
          {attacking ? i18n._('laugh.goal.jokester') : i18n._('laugh.goal.statue')}
        </p>
      ) : (
        <div className="laugh-prep" role="status">
          <p className="laugh-switch">
            <span className="spinner" aria-hidden="true" />{' '}
            {firstPrep ? i18n._('laugh.prep.first') : i18n._('laugh.prep.switching')}
          </p>
          <p className="muted">
            {attacking ? i18n._('laugh.prep.jokesterNext') : i18n._('laugh.prep.statueNext')}
          </p>
        </div>
      )}
      <CameraCheck camera={camera} hidden={attacking} />
      {cheer !== null && (
        <p className="laugh-cheer" role="status">
          {lines[cheer]}
        </p>
      )}
      {active && awayUntil !== null && <AwayWarning attacking={attacking} until={awayUntil} />}
      {lastScorer && !active && <PointLine scorer={lastScorer} forfeit={lastForfeit} />}
      <div className="laugh-actions">
        {active && attacking && (
          <button type="button" className="btn btn-sm" onClick={() => laugh.endTurn()}>
            {i18n._('laugh.endTurn')}
          </button>
        )}
        <EndButton game={laugh} />
      </div>
    </>
  );
}
