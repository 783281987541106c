import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { GAMES } from '../../../../shared/games/registry.ts';
import { rejection, textOf } from '../../../../shared/protocol/index.ts';
import { notify } from '../../../components/toast.ts';
import { ConnectFourController } from '../../connect4/connect4Controller.ts';
import { LaughController } from '../../laugh/laughController.ts';
import { MindController } from '../../mind/mindController.ts';
import { TriviaController } from '../../trivia/triviaController.ts';
import { useGameLock } from '../gameStore.ts';
import { FakeSocket } from '../testing/fakeSocket.ts';

vi.mock('../../../components/toast.ts', () => ({ notify: vi.fn() }));

/** Every game on the shared challenge controller: the flow is the same for each. */
const GAMES_ON_THE_FRAME = [
  () => new TriviaController(),
  () => new LaughController(),
  () => new MindController(),
  () => new ConnectFourController(),
];

const BUSY = ['info', 'Busy with another game', 'Please wait until it ends.'];

describe.each(GAMES_ON_THE_FRAME.map((make) => [make().kind, make] as const))(
  'the challenge of %s',
  (kind, make) => {
    const { actions, signals } = GAMES[kind];
    let fake: FakeSocket;
    let game: ReturnType<typeof make>;
    const setup = () => {
      fake = new FakeSocket('me');
      game = make();
      game.attach(fake.socket);
      vi.mocked(notify).mockClear();
    };
    const phase = () => game.store.getState().phase;
    afterEach(() => {
      game.detach();
      useGameLock.setState({ active: 'none' });
    });

    it('a request waits holding the lock; Cancel withdraws it and frees the lock', () => {
      setup();
      game.request();
      expect(fake.sent).toEqual([{ event: actions.request.event, acked: true }]);
      expect([phase(), useGameLock.getState().active]).toEqual(['waiting', kind]);
      game.cancel();
      expect(fake.events()).toEqual([actions.request.event, actions.end.event]);
      expect([phase(), useGameLock.getState().active]).toEqual(['idle', 'none']);
    });

    it('while another game holds the lock nothing is sent and the busy toast shows', () => {
      setup();
      useGameLock.setState({ active: kind === 'trivia' ? 'laugh' : 'trivia' });
      game.request();
      expect(fake.sent).toEqual([]);
      expect(notify).toHaveBeenCalledWith(...BUSY);
      // a partner's request then is left to the server, which turns it down as busy
      fake.serve(signals.requested, { from: 'partner' });
      expect(phase()).toBe('idle');
    });

    it('a refused request starts over and says why; declined and withdrawn read as such', () => {
      setup();
      fake.answer(actions.request.event, {
        ok: false,
        error: textOf({ code: 'pending', params: { game: kind } }),
        code: 'pending',
        params: { game: kind },
      });
      game.request();
      expect([phase(), useGameLock.getState().active]).toEqual(['idle', 'none']);
      expect(notify).toHaveBeenLastCalledWith(
        'error',
        'Could not send the challenge',
        textOf({ code: 'pending', params: { game: kind } }),
      );
      fake.answer(actions.request.event, { ok: true });
      game.request();
      fake.serve(signals.rejected, rejection({ code: 'declined', params: { game: kind } }));
      expect(notify).toHaveBeenLastCalledWith(
        'info',
        'Challenge declined',
        textOf({ code: 'declined', params: { game: kind } }),
      );
      fake.serve(signals.requested, { from: 'partner' });
      expect(phase()).toBe('incoming');
      fake.serve(signals.rejected, rejection({ code: 'withdrawn', params: { game: kind } }));
      expect(notify).toHaveBeenLastCalledWith(
        'info',
        'Challenge canceled',
        textOf({ code: 'withdrawn', params: { game: kind } }),
      );
      expect([phase(), useGameLock.getState().active]).toEqual(['idle', 'none']);
    });

    it('an incoming request holds the lock until it is declined', () => {
      setup();
      fake.serve(signals.requested, { from: 'partner' });
      expect([phase(), useGameLock.getState().active]).toEqual(['incoming', kind]);
      game.decline();
      expect(fake.events()).toEqual([actions.reject.event]);
      expect([phase(), useGameLock.getState().active]).toEqual(['idle', 'none']);
    });

    it("a result on screen gives way to the partner's next request", () => {
      setup();
      // the result of the last game is on screen
      (game.store as unknown as StoreApi<{ phase: string }>).setState({ phase: 'over' });
      fake.serve(signals.requested, { from: 'partner' });
      expect([phase(), useGameLock.getState().active]).toEqual(['incoming', kind]);
    });

    it('the partner leaving ends a request at once', () => {
      setup();
      game.request();
      fake.serve('partnerDisconnected', {
        reason: 'Partner disconnected',
        code: 'partner_left',
        params: { how: 'left' },
      });
      expect([phase(), useGameLock.getState().active]).toEqual(['idle', 'none']);
    });
  },
);
