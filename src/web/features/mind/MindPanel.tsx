import { useEffect } from 'react';
import type {
  MindEnded,
  MindOption,
  MindRevealSide,
  MindView,
} from '../../../shared/protocol/index.ts';
import { MIND } from '../../../shared/protocol/mind.ts';
import { say, sayEnded } from '../../i18n/codes.ts';
import { isMatched, useCall } from '../chat/callStore.ts';
import { mindQuestionLine, useQuestionsLanguageNote } from '../games/questionsLanguage.ts';
import { RewardNote } from '../games/RewardNote.tsx';
import { useGameLock } from '../games/gameStore.ts';
import { useNow } from '../moderation/useNow.ts';
import { useSocket } from '../session/useRealtime.ts';
import { mindController as mind, useMind } from './mindController.ts';
import './mind.css';

const RESULT_TITLE: Record<MindEnded['result'], string> = {
  victory: 'You read minds best!',
  defeat: 'Your partner read you better',
  draw: 'A draw: great minds think alike',
  ended: 'Game ended',
};

function rewardText({ rewards }: MindEnded): string {
  return rewards.awardedPoints > 0
    ? `+${rewards.awardedPoints} points`
    : (rewards.note ?? 'No points this time.');
}

/** Two options as a radio group: arrow keys move, Space picks (native radios). */
function OptionGroup(props: {
  legend: string;
  name: string;
  options: [string, string];
  value: MindOption | null;
  onChange: (value: MindOption) => void;
}) {
  return (
    <fieldset className="mind-group">
      <legend>{props.legend}</legend>
      {props.options.map((text, i) => (
        <label key={i} className={`mind-option ${props.value === i ? 'is-chosen' : ''}`}>
          <input
            type="radio"
            name={props.name}
            checked={props.value === i}
            onChange={() => props.onChange(i as MindOption)}
          />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

function Side({ who, side, options }: { who: string; side: MindRevealSide; options: string[] }) {
  const said = (o: MindOption | null) => (o === null ? 'no answer' : options[o]);
  return (
    <li className={side.correct ? 'is-right' : 'is-wrong'}>
      <strong>{who}</strong> chose {said(side.pick)} and guessed {said(side.guess)}:{' '}
      {side.correct ? 'read right (+1)' : 'missed'}
    </li>
  );
}

function Reveal({ view }: { view: Pick<MindView, 'reveal'> }) {
  if (!view.reveal) return null;
  const { you, partner, question } = view.reveal;
  return (
    <ul className="mind-reveal" data-testid="mind-reveal">
      <Side who="You" side={you} options={question.options} />
      <Side who="Partner" side={partner} options={question.options} />
    </ul>
  );
}

function Round({ view }: { view: MindView }) {
  const { pick, guess, sending, deadline } = useMind();
  const now = useNow(deadline !== null, 250);
  const seconds = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const choosing = view.phase === 'choosing' && !view.yours;
  const note = useQuestionsLanguageNote(view.language);
  return (
    <div className="mind-round">
      <div className="mind-scores">
        <span>
          Round {view.round} of {view.rounds}
        </span>
        <span>
          You <strong data-testid="mind-your-score">{view.yourScore}</strong> –{' '}
          <strong data-testid="mind-partner-score">{view.partnerScore}</strong> Partner
        </span>
        {view.phase === 'choosing' && !view.paused && (
          <span className="mind-timer" role="timer" aria-label={`${seconds} seconds left`}>
            {seconds}s
          </span>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void mind.end()}>
          End Challenge
        </button>
      </div>
      <h3 className="mind-question" lang={view.language}>
        {mindQuestionLine(view.language, view.question.options[0], view.question.options[1])}
      </h3>
      {note && <p className="muted mind-language">{note}</p>}
      {view.paused && <p className="muted">{say({ code: 'paused' })}</p>}
      {choosing && (
        <form
          className="mind-form"
          onSubmit={(e) => {
            e.preventDefault();
            mind.submit();
          }}
        >
          <OptionGroup
            legend="Your answer"
            name={`mind-pick-${view.round}`}
            options={view.question.options}
            value={pick}
            onChange={(v) => mind.setPick(v)}
          />
          <OptionGroup
            legend="Your guess: what did your partner pick?"
            name={`mind-guess-${view.round}`}
            options={view.question.options}
            value={guess}
            onChange={(v) => mind.setGuess(v)}
          />
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={pick === null || guess === null || sending || view.paused}
          >
            Lock in
          </button>
        </form>
      )}
      {view.phase === 'choosing' && view.yours && (
        <p className="mind-wait">
          <span className="spinner" aria-hidden="true" />
          Locked in. Waiting for your partner…
        </p>
      )}
      <p className="muted mind-partner">
        {view.partnerCommitted ? 'Your partner has chosen.' : 'Your partner is choosing…'}
      </p>
      {view.phase === 'revealed' && (
        <>
          <Reveal view={view} />
          <p className="muted">Next round in a moment…</p>
        </>
      )}
    </div>
  );
}

function Body() {
  const { phase, view, ended, starting } = useMind();
  const otherGame = useGameLock((s) => s.active !== 'none' && s.active !== 'mind');
  switch (phase) {
    case 'idle':
      return (
        <>
          <p className="muted mind-intro">
            {MIND.rounds} rounds of &ldquo;{MIND.prompt}&rdquo;: pick your answer and guess your
            partner&rsquo;s. {MIND.roundMs / 1000} seconds a round; each right guess scores 1.
          </p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={otherGame}
            onClick={() => mind.request()}
          >
            Challenge to Read my mind
          </button>
          {otherGame && <p className="muted mind-intro">Another game is running.</p>}
        </>
      );
    case 'waiting':
      return (
        <>
          <p className="mind-wait">
            <span className="spinner" aria-hidden="true" />
            Waiting for partner to accept...
          </p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => mind.cancel()}>
            Cancel
          </button>
        </>
      );
    case 'incoming':
      return (
        <>
          <p>Your partner challenges you to Read my mind!</p>
          <div className="mind-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              data-game-accept
              disabled={starting}
              onClick={() => mind.accept()}
            >
              {starting ? 'Starting…' : 'Accept'}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={starting}
              onClick={() => mind.decline()}
            >
              Decline
            </button>
          </div>
        </>
      );
    case 'playing':
      return view ? <Round view={view} /> : null;
    case 'over':
      return ended ? (
        <div className={`mind-result is-${ended.result}`}>
          <h3>{RESULT_TITLE[ended.result]}</h3>
          {sayEnded(ended) && <p className="muted">{sayEnded(ended)}</p>}
          <Reveal view={ended} />
          <p>
            Final score: you {ended.yourScore} – {ended.partnerScore} partner
          </p>
          <RewardNote className="mind-reward" text={rewardText(ended)} />
          <button type="button" className="btn btn-sm" onClick={() => mind.close()}>
            Close
          </button>
        </div>
      ) : null;
  }
}

/** The "Read my mind" panel on the active-chat screen. */
export function MindPanel() {
  const socket = useSocket();
  const matched = useCall(isMatched);
  const phase = useMind((s) => s.phase);
  const announcement = useMind((s) => s.announcement);

  useEffect(() => {
    if (!socket) return;
    mind.attach(socket);
    return () => mind.detach();
  }, [socket]);

  if (!matched && phase === 'idle') return null;
  return (
    <section className="mind-panel card" aria-labelledby="mind-title">
      <h2 id="mind-title" className="mind-title">
        Read my mind
      </h2>
      <div className="mind-body">
        <Body />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
