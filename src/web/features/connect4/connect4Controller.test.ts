import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectFourEnded, ConnectFourView } from '../../../shared/protocol/index.ts';
import { rejection, textOf } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import { useGameLock } from '../games/gameStore.ts';
import { FakeSocket } from '../games/testing/fakeSocket.ts';
import { ConnectFourController, useConnectFour } from './connect4Controller.ts';

vi.mock('../../components/toast.ts', () => ({ notify: vi.fn() }));

const empty = () => Array.from({ length: 7 }, () => []);

const view = (over: Partial<ConnectFourView> = {}): ConnectFourView => ({
  gameId: 'g1',
  columns: empty(),
  yourTurn: true,
  youStarted: true,
  turnId: 1,
  timeLeft: 20_000,
  paused: false,
  ...over,
});

const ended = (over: Partial<ConnectFourEnded> = {}): ConnectFourEnded => ({
  gameId: 'g1',
  winnerId: 'me',
  result: 'victory',
  columns: empty(),
  line: [],
  rewards: { awardedPoints: 0 },
  ...over,
});

const refused = (code: 'not_your_turn' | 'column_full') => ({
  ok: false as const,
  error: textOf({ code }),
  code,
});

let clock = 1_000_000;
let fake: FakeSocket;
let c4: ConnectFourController;

beforeEach(() => {
  clock = 1_000_000;
  fake = new FakeSocket('me');
  c4 = new ConnectFourController(() => clock);
  c4.attach(fake.socket);
  vi.mocked(notify).mockClear();
});
afterEach(() => c4.detach());

const state = () => useConnectFour.getState();

describe('Connect Four controller', () => {
  it('the shared challenge: a request holds the lock; a busy refusal frees it with the toast', () => {
    c4.request();
    expect(fake.sent).toEqual([{ event: 'requestConnectFour', acked: true }]);
    expect(useGameLock.getState().active).toBe('connect4');
    fake.serve('connectFourRejected', rejection({ code: 'busy' }));
    expect(state().phase).toBe('idle');
    expect(useGameLock.getState().active).toBe('none');
    expect(notify).toHaveBeenCalledWith(
      'info',
      'Busy with another game',
      'Please wait until it ends.',
    );
  });

  it('an incoming request is accepted once; the game starts with its turn clock', () => {
    fake.serve('connectFourRequested', { from: 'partner' });
    expect(state()).toMatchObject({ phase: 'incoming' });
    expect(state().announcement).toBe(
      'Your partner challenges you to Connect Four. Accept or decline.',
    );
    c4.accept();
    c4.accept();
    expect(fake.events()).toEqual(['acceptConnectFour']);
    fake.serve('connectFourStarted', view());
    expect(state()).toMatchObject({ phase: 'playing', deadline: clock + 20_000 });
    expect(state().announcement).toBe('Your turn');
  });

  it('a disc goes out on your turn only, once per turn, never into a full column', () => {
    fake.serve('connectFourStarted', view({ yourTurn: false }));
    c4.drop(3);
    expect(fake.sent).toEqual([]);
    const full = empty().map((c, i) => (i === 2 ? Array(6).fill('you') : c));
    fake.serve('connectFourUpdate', view({ turnId: 2, columns: full }));
    c4.drop(2);
    c4.drop(3);
    c4.drop(4);
    expect(fake.sent).toEqual([
      { event: 'dropConnectFourDisc', payload: { column: 3, turnId: 2 }, acked: true },
    ]);
  });

  it('a drop the clock beat is moot; another refusal is news and frees the turn', () => {
    fake.serve('connectFourStarted', view());
    fake.answer('dropConnectFourDisc', refused('not_your_turn'));
    c4.drop(0);
    expect(notify).not.toHaveBeenCalled();
    fake.answer('dropConnectFourDisc', refused('column_full'));
    c4.drop(1);
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Disc not dropped',
      textOf({ code: 'column_full' }),
    );
    expect(state().dropping).toBeNull();
  });

  it("the partner's disc is announced; the result ends the game and frees the lock", () => {
    fake.serve('connectFourStarted', view({ yourTurn: false }));
    fake.serve(
      'connectFourUpdate',
      view({ turnId: 2, last: { column: 4, row: 0, by: 'partner', timedOut: false } }),
    );
    expect(state().announcement).toBe('Your partner dropped a disc in column 5. Your turn');
    fake.serve('connectFourEnded', ended({ gameId: 'other' }));
    expect(state().phase).toBe('playing');
    fake.serve('connectFourEnded', ended({ result: 'defeat', resigned: 'partner' }));
    expect(state()).toMatchObject({ phase: 'over', deadline: null });
    expect(useGameLock.getState().active).toBe('none');
    c4.close();
    expect(state().phase).toBe('idle');
  });
});
