import { confirm, settleConfirm, useConfirmState, type ConfirmOptions } from './confirm.ts';
// the toast library loads with the call, not with the landing pages that only need confirm.ts
import { notify } from './toast.ts';

/** What a confirmation is about: a game that runs, a call that is on. */
export interface ConfirmBinding {
  /** the thing still exists (checked on every change `subscribe` reports) */
  holds: () => boolean;
  /** a store's subscribe: calls back on every change that may end the thing */
  subscribe: (listener: () => void) => () => void;
  /** told when it ended while the dialog was open: nothing was done */
  gone: { title: string; description: string };
}

/**
 * A confirmation bound to the thing it is about. The moment that thing ends (the partner quit
 * the game, the call ended) the dialog closes by itself and says so, so it never lingers over
 * what comes next, and it never acts on a later thing of the same kind (a new game, another
 * partner): once gone, it stays gone, even if something alike has started since.
 */
export async function confirmWhile(
  options: ConfirmOptions,
  binding: ConfirmBinding,
): Promise<boolean> {
  let gone = !binding.holds();
  if (!gone) {
    const asked = confirm(options);
    const request = useConfirmState.getState().request;
    const off = binding.subscribe(() => {
      if (gone || binding.holds()) return;
      gone = true;
      if (useConfirmState.getState().request === request) settleConfirm(false);
    });
    const ok = await asked;
    off();
    if (!gone) return ok;
  }
  notify('info', binding.gone.title, binding.gone.description);
  return false;
}
