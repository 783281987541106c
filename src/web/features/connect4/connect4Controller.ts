import { create } from 'zustand';
import type { Ack, ConnectFourEnded, ConnectFourView } from '../../../shared/protocol/index.ts';
// its own module: the protocol index also holds the zod schemas (never in the browser)
import { CONNECT4 } from '../../../shared/protocol/connect4.ts';
import { confirmWhile } from '../../components/confirmWhile.ts';
import { notify } from '../../components/toast.ts';
import type { SocketHandlers } from '../../lib/subscribe.ts';
import { say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';
import {
  ChallengeController,
  type ChallengeState,
} from '../games/challenge/challengeController.ts';
import { GAME_ALREADY_ENDED } from '../games/gameStore.ts';

export interface ConnectFourState extends ChallengeState<ConnectFourView, ConnectFourEnded> {
  /** local clock (Date.now() based) of the turn's end; null while paused */
  deadline: number | null;
  /** a disc is on its way to the server for this turn id */
  dropping: number | null;
}

export const initialConnectFour: ConnectFourState = {
  phase: 'idle',
  view: null,
  ended: null,
  starting: false,
  announcement: '',
  deadline: null,
  dropping: null,
};

export const useConnectFour = create<ConnectFourState>(() => initialConnectFour);

/** Columns are said from 1, as a person counts them. */
const said = (column: number) => new Intl.NumberFormat(i18n.locale).format(column + 1);

/** What a screen reader hears when a view arrives: the last disc, then whose turn it is. */
function announce(view: ConnectFourView): string {
  if (view.paused) return say({ code: 'paused' });
  const parts: string[] = [];
  const { last } = view;
  if (last) {
    const column = said(last.column);
    if (last.by === 'you')
      parts.push(
        last.timedOut
          ? i18n._('connect4.announce.yoursTimedOut', { column })
          : i18n._('connect4.announce.yours', { column }),
      );
    else parts.push(i18n._('connect4.announce.partners', { column }));
  }
  parts.push(view.yourTurn ? i18n._('connect4.yourTurn') : i18n._('connect4.partnersTurn'));
  return parts.join(' ');
}

/** A column has room for another disc. */
export const open = (view: Pick<ConnectFourView, 'columns'>, column: number): boolean =>
  (view.columns[column]?.length ?? CONNECT4.rows) < CONNECT4.rows;

/**
 * Connect Four on the client: the challenge is the shared one; this drops discs and resigns.
 * The server decides whose turn it is, where a disc lands and who won.
 */
export class ConnectFourController extends ChallengeController<
  'connect4',
  ConnectFourView,
  ConnectFourEnded,
  ConnectFourState
> {
  constructor(now: () => number = Date.now) {
    super('connect4', useConnectFour, initialConnectFour, now);
  }

  get name(): string {
    return i18n._('connect4.name');
  }

  protected playHandlers(): SocketHandlers {
    return { connectFourUpdate: (view) => this.view(view, false) };
  }

  protected onView(view: ConnectFourView): Partial<ConnectFourState> {
    return {
      deadline: view.paused ? null : this.now() + view.timeLeft,
      dropping: null,
      announcement: announce(view),
    };
  }

  protected override onEnded(): Partial<ConnectFourState> {
    return { deadline: null, dropping: null };
  }

  /** Drops your disc in `column` (from the left, 0-based): on your turn, once per turn. */
  drop(column: number): void {
    const { phase, view, dropping } = useConnectFour.getState();
    if (phase !== 'playing' || !view || !view.yourTurn || view.paused) return;
    if (dropping === view.turnId || !open(view, column)) return;
    useConnectFour.setState({ dropping: view.turnId });
    this.socket?.emit('dropConnectFourDisc', { column, turnId: view.turnId }, (res: Ack) => {
      if (res.ok) return;
      useConnectFour.setState({ dropping: null });
      // a drop the clock beat (the server dropped for you) is moot; anything else is news
      if (res.code !== 'not_your_turn' && res.code !== 'no_game')
        notify('error', i18n._('connect4.toast.notDropped'), say(res));
    });
  }

  /** Resign, after the player confirms: the partner wins. */
  async resign(): Promise<void> {
    const ok = await confirmWhile(
      {
        title: i18n._('connect4.resignConfirm.title'),
        message: i18n._('connect4.resignConfirm.message'),
        confirmText: i18n._('connect4.resign'),
        cancelText: i18n._('connect4.keepPlaying'),
        danger: true,
      },
      {
        holds: () => useConnectFour.getState().phase === 'playing',
        subscribe: useConnectFour.subscribe,
        gone: GAME_ALREADY_ENDED,
      },
    );
    if (ok) this.socket?.emit('resignConnectFour');
  }
}

/** The app's one Connect Four controller. */
export const connectFourController = new ConnectFourController();
