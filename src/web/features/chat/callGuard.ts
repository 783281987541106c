import { confirmWhile } from '../../components/confirmWhile.ts';
import { callController } from './callController.ts';
import { onCallScreen, useCall } from './callStore.ts';
import { i18n } from '../../i18n/i18n.ts';

/** Marks the history entry pushed when the call screen opens. */
const GUARD_KEY = 'matchUpCall';

const onGuard = () =>
  Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_KEY]);
const pushGuard = () =>
  window.history.pushState({ ...(window.history.state ?? {}), [GUARD_KEY]: true }, '');

let asking = false;

/**
 * Browser Back (or Android's back gesture) during a call. The call screen sits on its own
 * history entry, like a screen pushed over Home in a native app, so Back first lands on Home's
 * entry while the call stays visible, and we ask. Confirming ends the call for both (the
 * server tells the partner, the camera is released) and leaves the person on Home; staying
 * puts the call's entry back. A call therefore never runs behind another page.
 */
async function onPopState(): Promise<void> {
  if (onGuard() || asking || !onCallScreen(useCall.getState())) return;
  asking = true;
  // bound to the call: it closes by itself if the call ends meanwhile
  const leave = await confirmWhile(
    {
      title: i18n._('chat.leave.title'),
      message: i18n._('chat.leave.body'),
      danger: true,
    },
    {
      holds: () => onCallScreen(useCall.getState()),
      subscribe: useCall.subscribe,
      gone: {
        title: i18n._('chat.leave.gone.title'),
        description: i18n._('chat.leave.gone.body'),
      },
    },
  );
  asking = false;
  if (!onCallScreen(useCall.getState())) return;
  if (leave) callController.disconnect();
  else pushGuard();
}

const listener = () => void onPopState();

/**
 * Runs `fn` once the person is off the call screen's history entry: when a call ends,
 * installCallGuard steps back off it, and a navigation made before that step lands would be
 * undone by it.
 */
export function afterCallEntry(fn: () => void): void {
  if (!onGuard()) return fn();
  window.addEventListener('popstate', () => fn(), { once: true });
}

/**
 * Follows the store (not a component's effects, which React may run twice): pushes the
 * guard entry when the call screen opens and, when the call ends by itself while its entry
 * is current, steps back off it so the next Back goes where the person expects.
 */
export function installCallGuard(): () => void {
  let wasInCall = false;
  const sync = (inCall: boolean) => {
    if (inCall === wasInCall) return;
    wasInCall = inCall;
    if (inCall) {
      if (!onGuard()) pushGuard();
      window.addEventListener('popstate', listener);
    } else {
      window.removeEventListener('popstate', listener);
      if (onGuard()) window.history.back();
    }
  };
  sync(onCallScreen(useCall.getState()));
  const unsubscribe = useCall.subscribe((s) => sync(onCallScreen(s)));
  return () => {
    unsubscribe();
    window.removeEventListener('popstate', listener);
  };
}
