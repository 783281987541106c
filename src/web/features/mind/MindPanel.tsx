import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
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
import { secondsShort } from '../games/secondsShort.ts';
import './mind.css';

function resultTitle(i18n: I18n, result: MindEnded['result']): string {
  switch (result) {
    case 'victory':
      return i18n._('mind.result.victory');
    case 'defeat':
      return i18n._('mind.result.defeat');
    case 'draw':
      return i18n._('mind.result.draw');
    case 'ended':
      return i18n._('mind.result.ended');
  }
}

function rewardText(i18n: I18n, { rewards }: MindEnded): string {
  return rewards.awardedPoints > 0
    ? i18n._('mind.reward.points', { points: rewards.awardedPoints })
    : (rewards.note ?? i18n._('mind.reward.none'));
}

const formatNumber = (i18n: I18n, n: number) => new Intl.NumberFormat(i18n.locale).format(n);

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
          {/* an Arabic option keeps its own direction on a left-to-right page, and vice versa */}
          <bdi>{text}</bdi>
        </label>
      ))}
    </fieldset>
  );
}

function Side({
  who,
  side,
  options,
}: {
  who: 'you' | 'partner';
  side: MindRevealSide;
  options: string[];
}) {
  const { i18n } = useLingui();
  const said = (o: MindOption | null) => (o === null ? i18n._('mind.noAnswer') : options[o]);
  const values = { pick: said(side.pick), guess: said(side.guess) };
  // the name stands out; the rest is one sentence per side and outcome (verbs agree with it)
  return (
    <li className={side.correct ? 'is-right' : 'is-wrong'}>
      {who === 'you' ? (
        <>
          <strong>{i18n._('mind.reveal.you')}</strong>{' '}
          {side.correct
            ? i18n._('mind.side.you.right', values)
            : i18n._('mind.side.you.missed', values)}
        </>
      ) : (
        <>
          <strong>{i18n._('mind.reveal.partner')}</strong>{' '}
          {side.correct
            ? i18n._('mind.side.partner.right', values)
            : i18n._('mind.side.partner.missed', values)}
        </>
      )}
    </li>
  );
}

function Reveal({ view }: { view: Pick<MindView, 'reveal'> }) {
  if (!view.reveal) return null;
  const { you, partner, question } = view.reveal;
  return (
    <ul className="mind-reveal" data-testid="mind-reveal">
      <Side who="you" side={you} options={question.options} />
      <Side who="partner" side={partner} options={question.options} />
    </ul>
  );
}

function Round({ view }: { view: MindView }) {
  const { i18n } = useLingui();
  const { pick, guess, sending, deadline } = useMind();
  const now = useNow(deadline !== null, 250);
  const seconds = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const choosing = view.phase === 'choosing' && !view.yours;
  const note = useQuestionsLanguageNote(view.language);
  return (
    <div className="mind-round">
      <div className="mind-scores">
        <span>
          {i18n._('mind.round', {
            round: formatNumber(i18n, view.round),
            rounds: formatNumber(i18n, view.rounds),
          })}
        </span>
        <span>
          {i18n._('mind.scores.you')}{' '}
          <strong data-testid="mind-your-score">{formatNumber(i18n, view.yourScore)}</strong> –{' '}
          <strong data-testid="mind-partner-score">{formatNumber(i18n, view.partnerScore)}</strong>{' '}
          {i18n._('mind.scores.partner')}
        </span>
        {view.phase === 'choosing' && !view.paused && (
          <span
            className="mind-timer"
            role="timer"
            aria-label={i18n._('mind.secondsLeft', { seconds })}
          >
            {secondsShort(i18n.locale, seconds)}
          </span>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void mind.end()}>
          {i18n._('mind.end')}
        </button>
      </div>
      {/* dir="auto": a line in another script than the page's keeps its own direction */}
      <h3 className="mind-question" lang={view.language} dir="auto">
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
            legend={i18n._('mind.yourAnswer')}
            name={`mind-pick-${view.round}`}
            options={view.question.options}
            value={pick}
            onChange={(v) => mind.setPick(v)}
          />
          <OptionGroup
            legend={i18n._('mind.yourGuess')}
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
            {i18n._('mind.lockIn')}
          </button>
        </form>
      )}
      {view.phase === 'choosing' && view.yours && (
        <p className="mind-wait">
          <span className="spinner" aria-hidden="true" />
          {i18n._('mind.lockedIn')}
        </p>
      )}
      <p className="muted mind-partner">
        {view.partnerCommitted ? i18n._('mind.partnerChosen') : i18n._('mind.partnerChoosing')}
      </p>
      {view.phase === 'revealed' && (
        <>
          <Reveal view={view} />
          <p className="muted">{i18n._('mind.nextRound')}</p>
        </>
      )}
    </div>
  );
}

function Body() {
  const { i18n } = useLingui();
  const { phase, view, ended, starting } = useMind();
  const otherGame = useGameLock((s) => s.active !== 'none' && s.active !== 'mind');
  switch (phase) {
    case 'idle':
      return (
        <>
          <p className="muted mind-intro">
            {i18n._('mind.intro', { rounds: MIND.rounds, seconds: MIND.roundMs / 1000 })}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={otherGame}
            onClick={() => mind.request()}
          >
            {i18n._('mind.request')}
          </button>
          {otherGame && <p className="muted mind-intro">{i18n._('mind.otherGame')}</p>}
        </>
      );
    case 'waiting':
      return (
        <>
          <p className="mind-wait">
            <span className="spinner" aria-hidden="true" />
            {i18n._('mind.waiting')}
          </p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => mind.cancel()}>
            {i18n._('mind.cancel')}
          </button>
        </>
      );
    case 'incoming':
      return (
        <>
          <p>{i18n._('mind.incoming')}</p>
          <div className="mind-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              data-game-accept
              disabled={starting}
              onClick={() => mind.accept()}
            >
              {starting ? i18n._('mind.starting') : i18n._('mind.accept')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={starting}
              onClick={() => mind.decline()}
            >
              {i18n._('mind.decline')}
            </button>
          </div>
        </>
      );
    case 'playing':
      return view ? <Round view={view} /> : null;
    case 'over':
      return ended ? (
        <div className={`mind-result is-${ended.result}`}>
          <h3>{resultTitle(i18n, ended.result)}</h3>
          {sayEnded(ended) && <p className="muted">{sayEnded(ended)}</p>}
          <Reveal view={ended} />
          <p>
            {i18n._('mind.finalScore', {
              you: formatNumber(i18n, ended.yourScore),
              partner: formatNumber(i18n, ended.partnerScore),
            })}
          </p>
          <RewardNote
            className="mind-reward"
            text={rewardText(i18n, ended)}
            code={ended.rewards.noteCode}
          />
          <button type="button" className="btn btn-sm" onClick={() => mind.close()}>
            {i18n._('mind.close')}
          </button>
        </div>
      ) : null;
  }
}

/** The "Read my mind" panel on the active-chat screen. */
export function MindPanel() {
  const { i18n } = useLingui();
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
        {i18n._('mind.title')}
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
