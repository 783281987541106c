import type { StoreApi, UseBoundStore } from 'zustand';
import { GAMES, type GameKind } from '../../../../shared/games/registry.ts';
import type { GameResult, Rewards } from '../../../../shared/games/result.ts';
import type { Ack } from '../../../../shared/protocol/index.ts';
// from its own module: the protocol index also holds the zod schemas, which the browser
// never needs (and whose JIT probe, `new Function`, breaks the page's CSP)
import type { GameRejected, Params } from '../../../../shared/protocol/codes/index.ts';
import { confirmWhile } from '../../../components/confirmWhile.ts';
import { notify } from '../../../components/toast.ts';
import type { AppClientSocket } from '../../../lib/realtime.ts';
import { subscribe, type SocketHandlers } from '../../../lib/subscribe.ts';
import { say, sayEnded } from '../../../i18n/codes.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { onPartnerChange } from '../../chat/callStore.ts';
import { GAME_ALREADY_ENDED, useGameLock } from '../gameStore.ts';

/** The one vocabulary of a challenge on the web, for every game. */
export type ChallengePhase = 'idle' | 'waiting' | 'incoming' | 'playing' | 'over';

/** What every game's result carries (the host's end payload). */
export interface ChallengeEnded {
  gameId: string;
  result: GameResult;
  reason?: string;
  code?: string;
  params?: Params;
  rewards: Rewards;
}

/** The part of a game's store the challenge owns; a game adds its own fields beside. */
export interface ChallengeState<V, E> {
  phase: ChallengePhase;
  view: V | null;
  ended: E | null;
  /** you accepted and wait for the game's first view */
  starting: boolean;
  /** the latest polite screen-reader announcement */
  announcement: string;
}

/**
 * The flow's words a game may say its own way where the spec gives it some (the laugh
 * challenge's "Waiting for partner…", Dismiss, Quit challenge, Continue chatting); every other
 * game says the games.* words, with its name.
 */
export interface ChallengeWords {
  /** while a request waits for the partner */
  waiting: string;
  /** takes a waiting request back */
  cancel: string;
  /** ends a game under way, for both (it asks first) */
  end: string;
  /** the title of the question End asks */
  endTitle: string;
  /** leaves the result screen */
  close: string;
}

type Role = 'request' | 'accept' | 'reject' | 'end';
/** The challenge's own client events: request, accept, reject, end (no payload, an ack). */
type LifecycleEvent = { [G in GameKind]: (typeof GAMES)[G]['actions'][Role]['event'] }[GameKind];

/** The phases during which a game holds the match's one game lock. */
const HOLDS_LOCK: readonly ChallengePhase[] = ['waiting', 'incoming', 'playing'];

/** The busy toast: another game holds the lock (every game says it in the same words). */
export const notifyBusy = () =>
  notify('info', i18n._('games.toast.busy.title'), i18n._('games.toast.busy.body'));

/**
 * One game's challenge on the client, React-free: request, accept, decline, withdraw (cancel),
 * busy, the end (with its confirmation), the result and close, with the match's one game lock
 * kept from the store's phase in one place. A game extends it with its playing events
 * (`playHandlers`), the store fields a view or a result sets (`onView`, `onEnded`) and what to
 * stop on a reset. The server is the authority for all of it.
 */
export abstract class ChallengeController<
  K extends GameKind,
  V extends { gameId: string },
  E extends ChallengeEnded,
  S extends ChallengeState<V, E>,
> {
  protected socket: AppClientSocket | null = null;
  private offs: (() => void)[] = [];

  readonly kind: K;
  readonly store: UseBoundStore<StoreApi<S>>;
  protected readonly initial: S;
  /** the local clock (tests pass their own) */
  protected readonly now: () => number;

  constructor(kind: K, store: UseBoundStore<StoreApi<S>>, initial: S, now: () => number) {
    this.kind = kind;
    this.store = store;
    this.initial = initial;
    this.now = now;
  }

  /** The game's own events while it plays (its updates, its turns). */
  protected abstract playHandlers(): SocketHandlers;
  /** The store fields a view sets beside phase and view (`start`: the game's first one). */
  protected abstract onView(view: V, start: boolean): Partial<S>;
  /** The store fields a result sets beside phase and ended (sounds play here). */
  protected onEnded(_ended: E): Partial<S> {
    return {};
  }
  /** Starts what a view on screen needs (a turn's ticker), once the store holds it. */
  protected viewShown(_view: V): void {}
  /** Stops what the game runs on its own (a ticker, sounds) when it goes back to idle. */
  protected onReset(): void {}

  attach(socket: AppClientSocket): void {
    this.detach();
    this.socket = socket;
    const { signals } = GAMES[this.kind];
    const handlers: SocketHandlers = {
      ...this.playHandlers(),
      [signals.requested]: () => this.onRequested(),
      [signals.rejected]: (rejected: GameRejected) => this.onRejected(rejected),
      [signals.started]: (view: V) => this.view(view, true),
      [signals.ended]: (ended: E) => this.ended(ended),
      partnerDisconnected: () => this.reset(),
    };
    this.offs.push(subscribe(socket, handlers));
    // The call ended or moved on to someone else (Next, Disconnect): a request, game or result
    // of the last partner must not linger for the next one. A reconnect keeps the match (its
    // id) while the partner's socket id changes: the game goes on.
    this.offs.push(onPartnerChange(() => this.reset()));
    this.offs.push(this.store.subscribe((s) => this.syncLock(s.phase)));
  }

  detach(): void {
    this.offs.forEach((off) => off());
    this.offs = [];
    this.reset();
    this.socket = null;
  }

  /** The game's name in the person's language, for the shared sentences (`{game}`). */
  abstract get name(): string;

  /** The flow's words, in the person's language of the moment. */
  get words(): ChallengeWords {
    return {
      waiting: i18n._('games.waiting'),
      cancel: i18n._('games.cancel'),
      end: i18n._('games.end'),
      endTitle: i18n._('games.endConfirm.title', { game: this.name }),
      close: i18n._('games.close'),
    };
  }

  /** Challenge the partner. */
  request(): void {
    if (!this.socket || this.phase !== 'idle') return;
    if (!this.lockFree()) {
      notifyBusy();
      return;
    }
    this.set({ phase: 'waiting', announcement: this.words.waiting });
    this.emit(
      'request',
      this.failed(() => i18n._('games.toast.notSent')),
    );
  }

  /** Cancel while waiting: the requester's end withdraws the request. */
  cancel(): void {
    this.emit('end');
    this.reset();
  }

  accept(): void {
    const { phase, starting } = this.store.getState();
    if (phase !== 'incoming' || starting) return;
    this.store.setState({ starting: true } as Partial<S>);
    this.emit(
      'accept',
      this.failed(() => i18n._('games.toast.notStarted')),
    );
  }

  decline(): void {
    if (this.phase !== 'incoming') return;
    this.emit('reject');
    this.reset();
  }

  /**
   * End Challenge, after the player confirms (a stray tap must not end it for both): the
   * server answers with the game's end for both players.
   */
  async end(): Promise<void> {
    // bound to this game: it closes by itself when the game ends, and never ends a later one
    const words = this.words;
    const ok = await confirmWhile(
      {
        title: words.endTitle,
        message: i18n._('games.endConfirm.message'),
        confirmText: words.end,
        cancelText: i18n._('games.keepPlaying'),
        danger: true,
      },
      {
        holds: () => this.phase === 'playing',
        subscribe: this.store.subscribe,
        gone: GAME_ALREADY_ENDED,
      },
    );
    if (!ok) return;
    this.emit('end', (res) => {
      if (!res.ok) this.reset();
    });
  }

  /** Leaves the result screen. */
  close(): void {
    if (this.phase === 'over') this.store.setState(this.initial);
  }

  /** From the result screen, a new request to the same partner. */
  rematch(): void {
    this.close();
    this.request();
  }

  /** Back to idle at once: the game's timers and sounds stop, the lock is free. */
  reset(): void {
    this.onReset();
    if (this.store.getState() !== this.initial) this.store.setState(this.initial);
    this.syncLock('idle');
  }

  protected get phase(): ChallengePhase {
    return this.store.getState().phase;
  }

  /** Emits one of the challenge's own events, typed by the game registry. */
  protected emit(role: Role, ack?: (res: Ack) => void): void {
    const event: LifecycleEvent = GAMES[this.kind].actions[role].event;
    if (ack) this.socket?.emit(event, ack);
    else this.socket?.emit(event);
  }

  /** `title` is worded when the refusal arrives, in the language of that moment. */
  protected failed(title: () => string) {
    return (res: Ack) => {
      if (res.ok) return;
      this.reset();
      notify('error', title(), say(res));
    };
  }

  private set(fields: Partial<ChallengeState<V, E>>): void {
    this.store.setState({ ...this.initial, ...fields } as S);
  }

  /** No other game holds the lock. */
  private lockFree(): boolean {
    const { active } = useGameLock.getState();
    return active === 'none' || active === this.kind;
  }

  /** The lock follows the phase: held while a request or a game is on, free otherwise. */
  private syncLock(phase: ChallengePhase): void {
    const { active } = useGameLock.getState();
    if (HOLDS_LOCK.includes(phase)) {
      if (active === 'none') useGameLock.setState({ active: this.kind });
    } else if (active === this.kind) useGameLock.setState({ active: 'none' });
  }

  private onRequested(): void {
    // Busy with our own request or another game: the server sends the request again after
    // turning ours down when both asked at once (the first to arrive wins). A result on screen
    // gives way to the partner's next request (their Rematch): the server holds it as pending.
    const { phase } = this;
    if ((phase !== 'idle' && phase !== 'over') || !this.lockFree()) return;
    this.set({
      phase: 'incoming',
      announcement: i18n._('games.announce.incoming', { game: this.name }),
    });
  }

  private onRejected(rejected: GameRejected): void {
    const { phase } = this;
    if (phase !== 'waiting' && phase !== 'incoming') return;
    this.reset();
    if (rejected.code === 'busy') notifyBusy();
    else if (rejected.code === 'declined')
      notify('info', i18n._('games.toast.declined'), say(rejected));
    else notify('info', i18n._('games.toast.canceled'), say(rejected));
  }

  /** A view of this game: the first one starts it; later ones of another game are ignored. */
  protected view(view: V, start: boolean): void {
    const state = this.store.getState();
    if (!start && (state.phase !== 'playing' || state.view?.gameId !== view.gameId)) return;
    const fields = this.onView(view, start);
    this.store.setState({
      ...fields,
      phase: 'playing',
      view,
      ended: null,
      starting: false,
    } as Partial<S>);
    this.syncLock('playing');
    this.viewShown(view);
  }

  private ended(ended: E): void {
    const { phase, view } = this.store.getState();
    if (phase !== 'playing' || view?.gameId !== ended.gameId) return;
    const reason = sayEnded(ended);
    const announcement = reason
      ? i18n._('games.announce.overWithReason', { result: ended.result, reason })
      : i18n._('games.announce.over', { result: ended.result });
    this.store.setState({
      ...this.onEnded(ended),
      phase: 'over',
      ended,
      announcement,
    } as Partial<S>);
  }
}
