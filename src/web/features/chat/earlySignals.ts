import type { SignalPayload } from '../../../shared/protocol/index.ts';

/**
 * The partner's signals that came before this side's peer existed: a new partner's offer can
 * overtake our own setup when the ICE servers are still being fetched (a call to a contact
 * from a page just opened, credentials older than four minutes). Dropping it left both sides
 * waiting for each other until the watchdog gave up on the call. Held for one match at a time.
 */
export class EarlySignals {
  private held: { matchId: string; signals: SignalPayload[] } | null = null;

  hold(matchId: string, signal: SignalPayload): void {
    if (this.held?.matchId !== matchId) this.held = { matchId, signals: [] };
    this.held.signals.push(signal);
  }

  /** What came for `matchId`, in the order it came; forgets everything held. */
  take(matchId: string): SignalPayload[] {
    const signals = this.held?.matchId === matchId ? this.held.signals : [];
    this.held = null;
    return signals;
  }

  clear(): void {
    this.held = null;
  }
}
