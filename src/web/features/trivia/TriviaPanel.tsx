import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { TRIVIA } from '../../../shared/constants.ts';
import type { TriviaView } from '../../../shared/protocol/index.ts';
import { ChallengeFrame, EndButton } from '../games/challenge/ChallengeFrame.tsx';
import { FinalScore, GameTimer, ScorePair } from '../games/challenge/parts.tsx';
import { useQuestionsLanguageNote } from '../games/questionsLanguage.ts';
import { isTyping } from '../games/typing.ts';
import { useSocket } from '../session/useRealtime.ts';
import { triviaController as trivia } from './triviaController.ts';
import {
  currentQuestion,
  formatNumber,
  partnerTurnText,
  resultTitle,
  turnOf,
  useTrivia,
  verdict,
  type Feedback,
} from './triviaState.ts';
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
  const urgent = secondsLeft > 0 && secondsLeft <= TRIVIA.tickLastSeconds;
  return (
    <div className="game-frame-scores trivia-scores">
      <ScorePair you={view.yourScore} partner={view.opponentScore} testId="trivia" />
      {view.currentTurn && (
        <GameTimer seconds={secondsLeft} urgent={urgent} className="trivia-timer" />
      )}
      {/* up top, so it stays in reach on a phone whatever the question's length */}
      <EndButton game={trivia} className="trivia-end" />
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

/** The final score by socket id: yours and your partner's. */
function FinalScoreOf({ score }: { score: Record<string, number> }) {
  const me = useSocket()?.id ?? '';
  const partner = Object.keys(score).find((id) => id !== me);
  return <FinalScore you={score[me] ?? 0} partner={partner ? (score[partner] ?? 0) : 0} />;
}

/** The trivia duel panel on the active-chat screen (docs/product.md, Trivia duel). */
export function TriviaPanel() {
  const { i18n } = useLingui();
  return (
    <ChallengeFrame
      game={trivia}
      title={i18n._('trivia.title')}
      intro={i18n._('trivia.intro', { questions: 5, seconds: TRIVIA.turnMs / 1000 })}
      requestLabel={i18n._('trivia.request')}
      playing={(view) => <Playing view={view} />}
      resultTitle={(ended) => resultTitle(ended.result, i18n)}
      result={(ended) => <FinalScoreOf score={ended.score} />}
    />
  );
}
