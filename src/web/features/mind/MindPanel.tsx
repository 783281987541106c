import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type {
  MindEnded,
  MindOption,
  MindRevealSide,
  MindView,
} from '../../../shared/protocol/index.ts';
import { MIND } from '../../../shared/protocol/mind.ts';
import { say } from '../../i18n/codes.ts';
import { ChallengeFrame, EndButton } from '../games/challenge/ChallengeFrame.tsx';
import { mindQuestionLine, useQuestionsLanguageNote } from '../games/questionsLanguage.ts';
import { useNow } from '../moderation/useNow.ts';
import { mindController as mind, useMind } from './mindController.ts';
import { FinalScore, GameTimer, ScorePair } from '../games/challenge/parts.tsx';
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
      <div className="game-frame-scores mind-scores">
        <span>
          {i18n._('mind.round', {
            round: formatNumber(i18n, view.round),
            rounds: formatNumber(i18n, view.rounds),
          })}
        </span>
        <ScorePair you={view.yourScore} partner={view.partnerScore} testId="mind" />
        {view.phase === 'choosing' && !view.paused && (
          <GameTimer seconds={seconds} className="mind-timer" />
        )}
        <EndButton game={mind} />
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

/** The "Read my mind" panel on the active-chat screen: the shared frame, with its rounds. */
export function MindPanel() {
  const { i18n } = useLingui();
  return (
    <ChallengeFrame
      game={mind}
      title={i18n._('mind.title')}
      intro={i18n._('mind.intro', { rounds: MIND.rounds, seconds: MIND.roundMs / 1000 })}
      requestLabel={i18n._('mind.request')}
      playing={(view) => <Round view={view} />}
      resultTitle={(ended) => resultTitle(i18n, ended.result)}
      result={(ended) => (
        <>
          <Reveal view={ended} />
          <FinalScore you={ended.yourScore} partner={ended.partnerScore} />
        </>
      )}
    />
  );
}
