import { toast as sonner } from 'sonner';
import { UI } from '../../shared/constants.ts';
import { requestToaster } from './toasterGate.ts';

type Kind = 'info' | 'success' | 'error' | 'warning';

/** Toasts vanish after a duration (5 s by default) and can be closed by hand. */
export function notify(
  kind: Kind,
  title: string,
  description?: string,
  durationMs: number = UI.toastMs,
) {
  requestToaster();
  return sonner[kind](title, { description, duration: durationMs, closeButton: true });
}
