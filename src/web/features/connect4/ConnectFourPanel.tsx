import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ConnectFourEnded, ConnectFourView } from '../../../shared/protocol/index.ts';
import { CONNECT4 } from '../../../shared/protocol/connect4.ts';
import { say } from '../../i18n/codes.ts';
import { ChallengeFrame, EndButton } from '../games/challenge/ChallengeFrame.tsx';
import { GameTimer } from '../games/challenge/parts.tsx';
import { useNow } from '../moderation/useNow.ts';
import { Board } from './Board.tsx';
import { connectFourController as c4, open, useConnectFour } from './connect4Controller.ts';
import './connect4.css';

/** the last seconds of a turn, when its clock turns red */
const URGENT_SECONDS = 5;

function resultTitle(i18n: I18n, { result }: ConnectFourEnded): string {
  switch (result) {
    case 'victory':
      return i18n._('connect4.result.victory');
    case 'defeat':
      return i18n._('connect4.result.defeat');
    case 'draw':
      return i18n._('connect4.result.draw');
    case 'ended':
      return i18n._('connect4.result.ended');
  }
}

/** Which disc is whose: by colour and by shape, so colour is never the only clue. */
function Legend() {
  const { i18n } = useLingui();
  return (
    <p className="c4-legend muted">
      <span>
        <span className="c4-disc is-you" aria-hidden="true" /> {i18n._('connect4.legend.you')}
      </span>
      <span>
        <span className="c4-disc is-partner" aria-hidden="true" />{' '}
        {i18n._('connect4.legend.partner')}
      </span>
    </p>
  );
}

function Playing({ view }: { view: ConnectFourView }) {
  const { i18n } = useLingui();
  const { deadline, dropping } = useConnectFour();
  const now = useNow(deadline !== null, 250);
  // never above the turn's own time: `now` may be a tick older than the view
  const full = Math.ceil(view.timeLeft / 1000);
  const seconds =
    deadline === null ? 0 : Math.min(full, Math.max(0, Math.ceil((deadline - now) / 1000)));
  const mine = view.yourTurn && !view.paused && dropping !== view.turnId;
  return (
    <div className="c4-play">
      <div className="game-frame-scores c4-status">
        <span className="c4-turn" data-testid="c4-turn">
          <span className={`c4-disc is-${view.yourTurn ? 'you' : 'partner'}`} aria-hidden="true" />
          {view.yourTurn ? i18n._('connect4.yourTurn') : i18n._('connect4.partnersTurn')}
        </span>
        {!view.paused && (
          <GameTimer seconds={seconds} urgent={seconds <= URGENT_SECONDS} className="c4-timer" />
        )}
      </div>
      {view.paused && <p className="muted">{say({ code: 'paused' })}</p>}
      <Board
        columns={view.columns}
        last={view.last}
        onDrop={(column) => c4.drop(column)}
        canDrop={(column) => mine && open(view, column)}
      />
      <div className="c4-foot">
        <Legend />
        <div className="game-frame-actions">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void c4.resign()}>
            {i18n._('connect4.resign')}
          </button>
          <EndButton game={c4} />
        </div>
      </div>
    </div>
  );
}

function Result({ ended }: { ended: ConnectFourEnded }) {
  const { i18n } = useLingui();
  return (
    <>
      {ended.resigned && (
        <p>
          {ended.resigned === 'you'
            ? i18n._('connect4.resigned.you')
            : i18n._('connect4.resigned.partner')}
        </p>
      )}
      <Board columns={ended.columns} line={ended.line} />
    </>
  );
}

/** The Connect Four panel on the active-chat screen: the shared frame, with the board. */
export function ConnectFourPanel() {
  const { i18n } = useLingui();
  return (
    <ChallengeFrame
      game={c4}
      title={i18n._('connect4.title')}
      intro={i18n._('connect4.intro', { seconds: CONNECT4.turnMs / 1000 })}
      requestLabel={i18n._('connect4.request')}
      playing={(view) => <Playing view={view} />}
      resultTitle={(ended) => resultTitle(i18n, ended)}
      result={(ended) => <Result ended={ended} />}
    />
  );
}
