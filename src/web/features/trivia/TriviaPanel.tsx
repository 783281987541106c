import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { TRIVIA } from '../../../shared/constants.ts';
import type { TriviaView } from '../../../shared/protocol/index.ts';
import { sayEnded } from '../../i18n/codes.ts';
import { isMatched, useCall } from '../chat/callStore.ts';
import { useQuestionsLanguageNote } from '../games/questionsLanguage.ts';
import { RewardNote } from '../games/RewardNote.tsx';
import { useGameLock } from '../games/gameStore.ts';
import { isTyping } from '../games/typing.ts';
import { useSocket } from '../session/useRealtime.ts';
import { triviaController as trivia } from './triviaController.ts';
import {
  currentQuestion,
  formatNumber,
  partnerTurnText,
  resultTitle,
  rewardText,
  turnOf,
  useTrivia,
  verdict,
  type Feedback,
} from './triviaState.ts';
import { secondsShort } from '../games/secondsShort.ts';
import './trivia.css';

const LETTERS = ['A', 'B', 'C', 'D'];

/** A question's category (the bank's ids, src/server/games/trivia/questions*.json). */
function categoryName(i18n: I18n, category: string): string {
  switch (category) {
    case 'arts':
      return i18n._('trivia.category.arts');
    case 'entertainment':
      return i18n._('trivia.category.entertainment');
    case 'food':
      return i18n._('trivia.category.food');
    case 'general':
      return i18n._('trivia.category.general');
    case 'geography':
      return i18n._('trivia.category.geography');
    case 'history':
      return i18n._('trivia.category.history');
    case 'language':
      return i18n._('trivia.category.language');
    case 'nature':
      return i18n._('trivia.category.nature');
    case 'science':
      return i18n._('trivia.category.science');
    case 'sports':
      return i18n._('trivia.category.sports');
    case 'technology':
      return i18n._('trivia.category.technology');
    default:
      // a category newer than these words: its id is still a fair label
      return category;
  }
}

function Scoreboard({ view, secondsLeft }: { view: TriviaView; secondsLeft: number }) {
  const { i18n } = useLingui();
  const urgent = secondsLeft > 0 && secondsLeft <= TRIVIA.tickLastSeconds;
  return (
    <div className="trivia-scores">
      <span>
        {i18n._('trivia.scores.you')}{' '}
        <strong data-testid="trivia-your-score">{formatNumber(view.yourScore, i18n)}</strong>
      </span>
      <span aria-hidden="true">–</span>
      <span>
        <strong data-testid="trivia-opponent-score">
          {formatNumber(view.opponentScore, i18n)}
        </strong>{' '}
        {i18n._('trivia.scores.partner')}
      </span>
      {view.currentTurn && (
        <span
          className={`trivia-timer ${urgent ? 'is-urgent' : ''}`}
          role="timer"
          aria-label={i18n._('trivia.secondsLeft', { seconds: secondsLeft })}
        >
          {secondsShort(i18n.locale, secondsLeft)}
        </span>
      )}
      {/* up top, so it stays in reach on a phone whatever the question's length */}
      <button
        type="button"
        className="btn btn-ghost btn-sm trivia-end"
        onClick={() => void trivia.end()}
      >
        {i18n._('trivia.end')}
      </button>
    </div>
  );
}

function FeedbackLine({ feedback }: { feedback: Feedback }) {
  const { i18n } = useLingui();
  const { question } = feedback;
  const right = question?.correctIndex !== undefined ? question.choices[question.correctIndex] : '';
  return (
    <p
      key={feedback.seq}
      className={`trivia-feedback ${feedback.isCorrect ? 'is-right' : 'is-wrong'}`}
    >
      {feedback.who === 'you'
        ? i18n._('trivia.feedback.yours')
        : i18n._('trivia.feedback.partners')}{' '}
      <strong>{verdict(feedback, i18n)}</strong>
      {feedback.who === 'you' && feedback.timedOut && ` ${i18n._('trivia.feedback.timeUp')}`}
      {feedback.who === 'you' &&
        !feedback.isCorrect &&
        right &&
        ` ${i18n._('trivia.feedback.itWas', { answer: right })}`}
    </p>
  );
}

function Playing({ view }: { view: TriviaView }) {
  const { i18n } = useLingui();
  const socket = useSocket();
  const { secondsLeft, answered, feedback } = useTrivia();
  const me = socket?.id;
  const turn = turnOf(view, me);
  const question = currentQuestion(view, me);
  const firstChoice = useRef<HTMLButtonElement>(null);
  const note = useQuestionsLanguageNote(view.language);

  // Move focus to the answers when your turn starts, so keyboard users can answer at once;
  // someone typing in the chat keeps typing (their keys would not answer anyway).
  useEffect(() => {
    if (question && !isTyping(document.activeElement)) firstChoice.current?.focus();
  }, [question, view.turnId]);

  return (
    <>
      <Scoreboard view={view} secondsLeft={secondsLeft} />
      {feedback && <FeedbackLine feedback={feedback} />}
      {question ? (
        <div className="trivia-question">
          <p className="trivia-meta muted">
            {i18n._('trivia.questionOf', {
              number: formatNumber(view.yourCurrentIndex + 1, i18n),
              total: formatNumber(view.questionsPerPlayer, i18n),
            })}{' '}
            · <span className="trivia-category">{categoryName(i18n, question.category)}</span>
            {note && <> · {note}</>}
          </p>
          {/* dir="auto": an English question on an Arabic page keeps its '?' at its end */}
          <h3 id="trivia-question-text" lang={view.language} dir="auto">
            {question.question}
          </h3>
          <div
            className="trivia-choices"
            role="group"
            aria-labelledby="trivia-question-text"
            lang={view.language}
          >
            {question.choices.map((choice, i) => (
              <button
                key={`${view.turnId}-${i}`}
                ref={i === 0 ? firstChoice : undefined}
                type="button"
                className="btn trivia-choice"
                disabled={answered}
                onClick={() => trivia.answer(i)}
              >
                <span className="trivia-letter" aria-hidden="true">
                  {LETTERS[i]}
                </span>
                <bdi>{choice}</bdi>
              </button>
            ))}
          </div>
        </div>
      ) : (
        <p className="trivia-wait">
          <span className="spinner" aria-hidden="true" />
          {turn === 'partner' ? partnerTurnText(view, i18n) : i18n._('trivia.countingScore')}
        </p>
      )}
    </>
  );
}

function FinalScore({ score }: { score: Record<string, number> }) {
  const { i18n } = useLingui();
  const me = useSocket()?.id ?? '';
  const partner = Object.keys(score).find((id) => id !== me);
  return (
    <p>
      {i18n._('trivia.finalScore', {
        you: formatNumber(score[me] ?? 0, i18n),
        partner: formatNumber(partner ? (score[partner] ?? 0) : 0, i18n),
      })}
    </p>
  );
}

function Body() {
  const { i18n } = useLingui();
  const { phase, view, ended, starting } = useTrivia();
  const otherGame = useGameLock((s) => s.active !== 'none' && s.active !== 'trivia');

  switch (phase) {
    case 'idle':
      return (
        <>
          <p className="muted trivia-intro">
            {i18n._('trivia.intro', { questions: 5, seconds: TRIVIA.turnMs / 1000 })}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={otherGame}
            onClick={() => trivia.request()}
          >
            {i18n._('trivia.request')}
          </button>
          {otherGame && <p className="muted trivia-intro">{i18n._('trivia.otherGame')}</p>}
        </>
      );
    case 'waiting':
      return (
        <>
          <p className="trivia-wait">
            <span className="spinner" aria-hidden="true" />
            {i18n._('trivia.waiting')}
          </p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => trivia.cancel()}>
            {i18n._('trivia.cancel')}
          </button>
        </>
      );
    case 'incoming':
      return (
        <>
          <p>{i18n._('trivia.incoming')}</p>
          <div className="trivia-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              data-game-accept
              disabled={starting}
              onClick={() => trivia.accept()}
            >
              {starting ? i18n._('trivia.starting') : i18n._('trivia.accept')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={starting}
              onClick={() => trivia.decline()}
            >
              {i18n._('trivia.decline')}
            </button>
          </div>
        </>
      );
    case 'playing':
      return view ? <Playing view={view} /> : null;
    case 'over':
      return ended ? (
        <div className={`trivia-result is-${ended.result}`}>
          <h3>{resultTitle(ended.result, i18n)}</h3>
          {sayEnded(ended) && <p className="muted">{sayEnded(ended)}</p>}
          <FinalScore score={ended.score} />
          <RewardNote
            className="trivia-reward"
            text={rewardText(ended, i18n)}
            code={ended.rewards.noteCode}
          />
          <button type="button" className="btn btn-sm" onClick={() => trivia.close()}>
            {i18n._('trivia.close')}
          </button>
        </div>
      ) : null;
  }
}

/** The trivia duel panel on the active-chat screen (docs/product.md, Trivia duel). */
export function TriviaPanel() {
  const { i18n } = useLingui();
  const socket = useSocket();
  const matched = useCall(isMatched);
  const phase = useTrivia((s) => s.phase);
  const announcement = useTrivia((s) => s.announcement);

  useEffect(() => {
    if (!socket) return;
    trivia.attach(socket);
    return () => trivia.detach();
  }, [socket]);

  if (!matched && phase === 'idle') return null;
  return (
    <section className="trivia-panel card" aria-labelledby="trivia-title">
      <h2 id="trivia-title" className="trivia-title">
        {i18n._('trivia.title')}
      </h2>
      <div className="trivia-body">
        <Body />
      </div>
      {/* the one live region of the panel: visible status lines are not live themselves */}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
