import { useEffect, useRef, useState } from 'react';
import { LAUGH } from '../../../shared/constants.ts';
import { isHeld, isMatched, useCall } from '../chat/callStore.ts';
import { useGameLock } from '../games/gameStore.ts';
import { RewardNote } from '../games/RewardNote.tsx';
import { useSocket } from '../session/useRealtime.ts';
import { sayEnded } from '../../i18n/codes.ts';
import { HINT_TEXT } from './detection/reading.ts';
import {
  laughController as laugh,
  RESULT_TITLE,
  useLaugh,
  WARNING_SECONDS,
} from './laughController.ts';
import { useLaughCamera } from './useLaughCamera.ts';
import './laugh.css';

const CHEERS = {
  attacker: ['Pull your funniest face!', 'Tell them your best joke!', 'Go for the silly voice!'],
  defender: ['Stay strong, Statue!', 'Think of something boring…', 'Keep a straight face!'],
};

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

/** Encouragement: a new line every 8 s, shown for 4 s. */
function useCheer(active: boolean, lines: string[]): string | null {
  const [cheer, setCheer] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return;
    let n = 0;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      setCheer(lines[n++ % lines.length]!);
      hide = setTimeout(() => setCheer(null), LAUGH.encouragementForMs);
    };
    const id = setInterval(show, LAUGH.encouragementEveryMs);
    return () => {
      clearInterval(id);
      clearTimeout(hide);
      setCheer(null);
    };
  }, [active, lines]);
  return cheer;
}

function Scores({ me }: { me: string }) {
  const scores = useLaugh((s) => s.scores);
  const partner = Object.keys(scores).find((id) => id !== me);
  return (
    <p className="laugh-scores" data-testid="laugh-scores">
      You <strong>{scores[me] ?? 0}</strong> – <strong>{partner ? scores[partner] : 0}</strong>{' '}
      Partner
    </p>
  );
}

/** What the Statue's absence means, for each side, while the server's warning runs. */
function AwayWarning({ attacking, until }: { attacking: boolean; until: number }) {
  const held = useCall(isHeld);
  const seconds = useSecondsLeft(until, false, held);
  return (
    <p className="laugh-away" role="alert">
      {attacking
        ? `Your partner is out of frame. If they are not back in ${seconds} s, you get the point.`
        : `You're out of frame! Come back within ${seconds} s or your partner gets the point.`}
    </p>
  );
}

function Game({ me }: { me: string }) {
  const { phase, attackerId, round, endsAt, lastScorer, lastForfeit, nonce } = useLaugh();
  const { firstPrep, awayUntil } = useLaugh();
  const attacking = attackerId === me;
  const running = phase === 'prep' || phase === 'active';
  const camera = useLaughCamera(running, phase === 'active' && !attacking && !!nonce, () =>
    laugh.laughed(),
  );
  const held = useCall(isHeld);
  const seconds = useSecondsLeft(endsAt, phase === 'active', held);
  const cheer = useCheer(phase === 'active', attacking ? CHEERS.attacker : CHEERS.defender);
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
          {attacking ? 'Jokester' : 'Statue'}
        </span>
        <span className="muted">
          Round {round} of {LAUGH.rounds}
        </span>
        <span
          className={`laugh-timer ${warn ? 'is-warning' : ''}`}
          role="timer"
          aria-label={`${seconds} seconds left`}
        >
          {seconds}s
        </span>
      </div>
      <Scores me={me} />
      {phase === 'prep' ? (
        <div className="laugh-prep" role="status">
          <p className="laugh-switch">
            <span className="spinner" aria-hidden="true" />{' '}
            {firstPrep ? 'Get ready: the first turn starts soon' : 'Switching turns'}
          </p>
          <p className="muted">
            {attacking
              ? 'You are the Jokester next: make your partner laugh.'
              : 'You are the Statue next: keep a straight face. Camera and lighting check:'}
          </p>
        </div>
      ) : (
        <p className="laugh-goal">
          {attacking
            ? 'Make your partner laugh!'
            : "Don't laugh! Your camera is watching for smiles."}
        </p>
      )}
      <div className={`laugh-camera ${attacking ? 'is-hidden' : ''}`}>
        <video
          ref={camera.videoRef}
          muted
          playsInline
          aria-label="Your camera for laugh detection"
        />
        <div className="laugh-camera-status">
          {camera.error ? (
            <p className="alert" role="alert">
              {camera.error}
            </p>
          ) : camera.status === 'loading' || camera.status === 'starting' ? (
            <p className="muted">
              <span className="spinner" aria-hidden="true" /> Loading face check…
            </p>
          ) : camera.status === 'retrying' ? (
            <p className="muted">
              <span className="spinner" aria-hidden="true" /> Face check is retrying…
            </p>
          ) : camera.hint ? (
            <p
              className={`laugh-hint is-${camera.hint}`}
              data-testid="laugh-hint"
              data-hint={camera.hint}
            >
              {HINT_TEXT[camera.hint]}
            </p>
          ) : (
            <p className="muted">
              <span className="spinner" aria-hidden="true" /> Checking your camera…
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
      {cheer && (
        <p className="laugh-cheer" role="status">
          {cheer}
        </p>
      )}
      {phase === 'active' && awayUntil !== null && (
        <AwayWarning attacking={attacking} until={awayUntil} />
      )}
      {lastScorer && phase === 'prep' && (
        <p className="laugh-point">
          {lastForfeit
            ? lastScorer === me
              ? 'You scored! Your partner stayed out of frame.'
              : 'Point to your partner: you stayed out of frame.'
            : lastScorer === me
              ? 'You scored! They laughed.'
              : 'You laughed! Point to your partner.'}
        </p>
      )}
      <div className="laugh-actions">
        {phase === 'active' && attacking && (
          <button type="button" className="btn btn-sm" onClick={() => laugh.endTurn()}>
            End turn
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void laugh.quit()}>
          Quit challenge
        </button>
      </div>
    </>
  );
}

function Body({ me }: { me: string }) {
  const phase = useLaugh((s) => s.phase);
  const ended = useLaugh((s) => s.ended);
  const otherGame = useGameLock((s) => s.active !== 'none' && s.active !== 'laugh');
  switch (phase) {
    case 'idle':
      return (
        <>
          <p className="muted laugh-intro">
            Take turns: the Jokester makes the Statue laugh in {LAUGH.turnMs / 1000} s. Smile
            detection runs on your device only.
          </p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={otherGame}
            onClick={() => laugh.request()}
          >
            Challenge to a laugh duel
          </button>
          {otherGame && <p className="muted laugh-intro">Another game is running.</p>}
        </>
      );
    case 'waiting':
      return (
        <div className="laugh-row" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Waiting for partner…</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => laugh.dismiss()}>
            Dismiss
          </button>
        </div>
      );
    case 'incoming':
      return (
        <>
          <p>Your partner challenges you: can you keep a straight face?</p>
          <div className="laugh-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              data-game-accept
              onClick={() => laugh.accept()}
            >
              Accept
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => laugh.decline()}>
              Decline
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
          <h3>{RESULT_TITLE[result]}</h3>
          {result === 'ended' && <p className="muted">{sayEnded(ended)}</p>}
          <Scores me={me} />
          <RewardNote
            className="laugh-reward"
            testId="laugh-reward"
            text={awardedPoints > 0 ? `+${awardedPoints} pts` : (note ?? 'No points this time.')}
          />
          <div className="laugh-actions">
            <button type="button" className="btn btn-sm" onClick={() => laugh.close()}>
              Continue chatting
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => laugh.request()}
            >
              Rematch
            </button>
          </div>
        </div>
      );
    }
  }
}

/** The laugh challenge panel on the active-chat screen (docs/product.md, Laugh challenge). */
export function LaughPanel() {
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
        Laugh challenge
      </h2>
      <Body me={socket.id} />
    </section>
  );
}
