import { describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';

const notify = vi.hoisted(() => vi.fn());
vi.mock('./toast.ts', () => ({ notify }));
const { settleConfirm, useConfirmState } = await import('./confirm.ts');
const { confirmWhile } = await import('./confirmWhile.ts');

/** A game's store: 'playing' while it runs. */
const game = () => create<{ phase: string }>(() => ({ phase: 'playing' }));
const gone = { title: 'The game already ended', description: 'Nothing left to end.' };
const bind = (store: ReturnType<typeof game>) => ({
  holds: () => store.getState().phase === 'playing',
  subscribe: store.subscribe,
  gone,
});

describe('a confirmation bound to what it is about', () => {
  it('confirms while the thing still runs', async () => {
    const store = game();
    const asked = confirmWhile({ title: 'Quit?' }, bind(store));
    expect(useConfirmState.getState().request?.title).toBe('Quit?');
    settleConfirm(true);
    expect(await asked).toBe(true);
  });

  it('closes by itself and says so when the thing ends while it is open', async () => {
    notify.mockClear();
    const store = game();
    const asked = confirmWhile({ title: 'Quit?' }, bind(store));
    store.setState({ phase: 'over' });
    expect(useConfirmState.getState().request).toBeNull();
    expect(await asked).toBe(false);
    expect(notify).toHaveBeenCalledWith('info', gone.title, gone.description);
  });

  it('never acts on a later thing of the same kind that started meanwhile', async () => {
    const store = game();
    const asked = confirmWhile({ title: 'Quit?' }, bind(store));
    // the game ends and a new one starts before anything renders
    store.setState({ phase: 'idle' });
    store.setState({ phase: 'playing' });
    settleConfirm(true);
    expect(await asked).toBe(false);
  });

  it('does not open at all when the thing is already gone', async () => {
    const store = game();
    store.setState({ phase: 'over' });
    expect(await confirmWhile({ title: 'Quit?' }, bind(store))).toBe(false);
    expect(useConfirmState.getState().request).toBeNull();
  });
});
