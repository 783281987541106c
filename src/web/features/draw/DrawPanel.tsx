import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback, useMemo, useState } from 'react';
import type { DrawEnded, DrawView } from '../../../shared/protocol/index.ts';
import { DRAW } from '../../../shared/protocol/draw.ts';
import { say } from '../../i18n/codes.ts';
import { ChallengeFrame, EndButton } from '../games/challenge/ChallengeFrame.tsx';
import { GameTimer, useFormatNumber } from '../games/challenge/parts.tsx';
import { useNow } from '../moderation/useNow.ts';
import { Canvas, type Drawing } from './Canvas.tsx';
import { drawController as draw, roundOutcome, useDraw } from './drawController.ts';
import { Tools, type Tool } from './Tools.tsx';
import { GuessBox } from './GuessBox.tsx';
import './draw.css';

/** the last seconds of a round, when its clock turns red */
const URGENT_SECONDS = 10;

function resultTitle(i18n: I18n, { result }: DrawEnded): string {
  switch (result) {
    case 'victory':
      return i18n._('draw.result.victory');
    case 'draw':
      return i18n._('draw.result.draw');
    case 'defeat':
      return i18n._('draw.result.defeat');
    case 'ended':
      return i18n._('draw.result.ended');
  }
}

/** Languages of the word lists written right to left: the word's blanks run the same way. */
const RTL_WORDS = new Set(['ar']);

/** The word's shape for the one guessing: a blank per letter, its spaces kept. */
function Hint({ hint, language }: { hint: string; language: string }) {
  const { i18n } = useLingui();
  const letters = [...hint].filter((c) => c === '_').length;
  return (
    <div className="draw-role">
      <p>{i18n._('draw.guessInChat')}</p>
      <p className="draw-hint-line">
        <span
          className="draw-hint"
          lang={language}
          dir={RTL_WORDS.has(language) ? 'rtl' : 'ltr'}
          aria-hidden="true"
          data-testid="draw-hint"
        >
          {hint}
        </span>{' '}
        <span className="muted draw-letters">{i18n._('draw.hint', { letters })}</span>
      </p>
    </div>
  );
}

function Playing({ view }: { view: DrawView }) {
  const { i18n } = useLingui();
  const format = useFormatNumber();
  const { deadline, inkVersion, full } = useDraw();
  const now = useNow(deadline !== null, 250);
  const [tool, setTool] = useState<Tool>({ colour: 'black', width: 10 });
  // never above the round's own time: `now` may be a tick older than the view
  const whole = Math.ceil(view.timeLeft / 1000);
  const seconds =
    deadline === null ? 0 : Math.min(whole, Math.max(0, Math.ceil((deadline - now) / 1000)));
  const canDraw = view.drawing && !view.paused;
  const drawing: Drawing | undefined = useMemo(
    () =>
      canDraw
        ? {
            ...tool,
            start: (point, colour, width) => draw.pen.start(point, colour, width),
            extend: (point) => draw.pen.extend(point),
            finish: () => draw.pen.finish(),
          }
        : undefined,
    [canDraw, tool],
  );
  const ink = useCallback(() => draw.ink, []);
  return (
    <div className="draw-play">
      <div className="game-frame-scores draw-status">
        <span className="draw-round" data-testid="draw-round">
          {i18n._('draw.round', { round: format(view.round), rounds: format(view.rounds) })}
        </span>
        <span className="draw-score" data-testid="draw-score">
          {i18n._('draw.score', { score: view.score })}
        </span>
        {!view.paused && (
          <GameTimer seconds={seconds} urgent={seconds <= URGENT_SECONDS} className="draw-timer" />
        )}
      </div>
      {view.last && (
        <p className={`draw-last ${view.last.guessed ? 'is-guessed' : ''}`} data-testid="draw-last">
          {roundOutcome(view.last)}
        </p>
      )}
      {view.paused && <p className="muted">{say({ code: 'paused' })}</p>}
      {view.drawing ? (
        <p className="draw-role">
          <span>{i18n._('draw.yourWord')}</span>{' '}
          <strong className="draw-word" lang={view.language} data-testid="draw-word">
            {view.word}
          </strong>
        </p>
      ) : (
        <Hint hint={view.hint} language={view.language} />
      )}
      <Canvas
        ink={ink}
        version={inkVersion}
        label={view.drawing ? i18n._('draw.canvas.yours') : i18n._('draw.canvas.partners')}
        drawing={drawing}
      />
      {!view.drawing && !view.paused && <GuessBox language={view.language} />}
      {view.drawing && (
        <>
          {full && <p className="draw-full">{say({ code: 'canvas_full' })}</p>}
          <Tools
            tool={tool}
            onTool={setTool}
            onClear={() => void draw.clear()}
            canClear={canDraw}
          />
        </>
      )}
      <div className="draw-foot">
        {view.drawing && <p className="muted draw-note">{i18n._('draw.noWordInChat')}</p>}
        <EndButton game={draw} />
      </div>
    </div>
  );
}

function Result({ ended }: { ended: DrawEnded }) {
  const { i18n } = useLingui();
  const format = useFormatNumber();
  return (
    <>
      <p data-testid="draw-final">
        {i18n._('draw.final', { score: format(ended.score), rounds: format(DRAW.rounds) })}
      </p>
      {ended.played.length > 0 && (
        <ol className="draw-rounds">
          {ended.played.map((round) => (
            <li key={round.round} className={round.guessed ? 'is-guessed' : ''}>
              <strong dir="auto">{round.word}</strong>{' '}
              <span className="muted">
                {round.youDrew ? i18n._('draw.played.youDrew') : i18n._('draw.played.partnerDrew')}
                {' · '}
                {round.guessed ? i18n._('draw.played.guessed') : i18n._('draw.played.missed')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The Draw and guess panel on the active-chat screen: the shared frame, with the canvas. */
export function DrawPanel() {
  const { i18n } = useLingui();
  return (
    <ChallengeFrame
      game={draw}
      title={i18n._('draw.title')}
      intro={i18n._('draw.intro', {
        rounds: DRAW.rounds,
        seconds: DRAW.roundMs / 1000,
      })}
      requestLabel={i18n._('draw.request')}
      playing={(view) => <Playing view={view} />}
      resultTitle={(ended) => resultTitle(i18n, ended)}
      result={(ended) => <Result ended={ended} />}
    />
  );
}
