import { afterCallEntry } from '../chat/callGuard.ts';
import { meetingOf } from '../chat/callMachine.ts';
import { useCall } from '../chat/callStore.ts';

/**
 * A call with a contact that ends, however it ends (either side's Disconnect or Next, the
 * contact leaving or their connection lost for good, a block or a ban), takes the person to
 * People: where the caller placed it, and where the callee can call back. Never into a search
 * for a stranger (the call machine goes idle). `go` navigates; returns the stop.
 */
export function backToPeople(go: () => void): () => void {
  return useCall.subscribe((s, prev) => {
    if (s.call.kind === 'idle' && meetingOf(prev.call)?.contact) afterCallEntry(go);
  });
}
