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
  RESULT_TITLE,
  rewardText,
  turnOf,
  useTrivia,
  verdict,
  type Feedback,
} from './triviaState.ts';
import './trivia.css';

const LETTERS = ['A', 'B', 'C', 'D'];

function Scoreboard({ view, secondsLeft }: { view: TriviaView; secondsLeft: number }) {
  const urgent = secondsLeft > 0 && secondsLeft <= TRIVIA.tickLastSeconds;
  return (
    <div className="trivia-scores">
      <span>
        You <strong data-testid="trivia-your-score">{view.yourScore}</strong>
      </span>
      <span aria-hidden="true">–</span>
      <span>
        <strong data-testid="trivia-opponent-score">{view.opponentScore}</strong> Partner
      </span>
      {view.currentTurn && (
        <span
          className={`trivia-timer ${urgent ? 'is-urgent' : ''}`}
          role="timer"
          aria-label={`${secondsLeft} seconds left`}
        >
          {secondsLeft}s
        </span>
      )}
      {/* up top, so it stays in reach on a phone whatever the question's length */}
      <button
        type="button"
        className="btn btn-ghost btn-sm trivia-end"
        onClick={() => void trivia.end()}
      >
        End Challenge
      </button>
    </div>
  );
}

function FeedbackLine({ feedback }: { feedback: Feedback }) {
  const { question } = feedback;
  const right = question?.correctIndex !== undefined ? question.choices[question.correctIndex] : '';
  return (
    <p
      key={feedback.seq}
      className={`trivia-feedback ${feedback.isCorrect ? 'is-right' : 'is-wrong'}`}
    >
      {feedback.who === 'you' ? 'Your answer: ' : "Partner's answer: "}
      <strong>{verdict(feedback)}</strong>
      {feedback.who === 'you' && feedback.timedOut && " Time's up."}
      {feedback.who === 'you' && !feedback.isCorrect && right && ` It was ${right}.`}
    </p>
  );
}

function Playing({ view }: { view: TriviaView }) {
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
            Question {view.yourCurrentIndex + 1} of {view.questionsPerPlayer} ·{' '}
            <span className="trivia-category">{question.category}</span>
            {note && <> · {note}</>}
          </p>
          <h3 id="trivia-question-text" lang={view.language}>
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
                {choice}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <p className="trivia-wait">
          <span className="spinner" aria-hidden="true" />
          {turn === 'partner' && view.yourCurrentIndex >= view.questionsPerPlayer
            ? 'Waiting for opponent...'
            : turn === 'partner'
              ? "Opponent's turn..."
              : 'Counting the score…'}
        </p>
      )}
    </>
  );
}

function FinalScore({ score }: { score: Record<string, number> }) {
  const me = useSocket()?.id ?? '';
  const partner = Object.keys(score).find((id) => id !== me);
  return (
    <p>
      Final score: you {score[me] ?? 0} – {partner ? score[partner] : 0} partner
    </p>
  );
}

function Body() {
  const { phase, view, ended, starting } = useTrivia();
  const otherGame = useGameLock((s) => s.active !== 'none' && s.active !== 'trivia');

  switch (phase) {
    case 'idle':
      return (
        <>
          <p className="muted trivia-intro">
            5 questions each, {TRIVIA.turnMs / 1000} seconds a turn. Most right answers wins.
          </p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={otherGame}
            onClick={() => trivia.request()}
          >
            Challenge to trivia
          </button>
          {otherGame && <p className="muted trivia-intro">Another game is running.</p>}
        </>
      );
    case 'waiting':
      return (
        <>
          <p className="trivia-wait">
            <span className="spinner" aria-hidden="true" />
            Waiting for partner to accept...
          </p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => trivia.cancel()}>
            Cancel
          </button>
        </>
      );
    case 'incoming':
      return (
        <>
          <p>Your partner challenges you to a trivia duel!</p>
          <div className="trivia-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              data-game-accept
              disabled={starting}
              onClick={() => trivia.accept()}
            >
              {starting ? 'Starting…' : 'Accept'}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={starting}
              onClick={() => trivia.decline()}
            >
              Decline
            </button>
          </div>
        </>
      );
    case 'playing':
      return view ? <Playing view={view} /> : null;
    case 'over':
      return ended ? (
        <div className={`trivia-result is-${ended.result}`}>
          <h3>{RESULT_TITLE[ended.result]}</h3>
          {sayEnded(ended) && <p className="muted">{sayEnded(ended)}</p>}
          <FinalScore score={ended.score} />
          <RewardNote className="trivia-reward" text={rewardText(ended)} />
          <button type="button" className="btn btn-sm" onClick={() => trivia.close()}>
            Close
          </button>
        </div>
      ) : null;
  }
}

/** The trivia duel panel on the active-chat screen (docs/product.md, Trivia duel). */
export function TriviaPanel() {
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
        Trivia duel
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
