import type { IceResponse } from '../../../shared/protocol/index.ts';
import { api } from '../session/session.ts';

let ageSignals = false;
/** Whether the server takes age signals (AGE_SIGNALS), as its last ICE answer said. */
export const ageSignalsOn = (): boolean => ageSignals;

/** TURN credentials live about a call (10 minutes by default): fetched again after 4 minutes. */
const FRESH_MS = 4 * 60_000;

/**
 * The ICE servers from GET /api/ice, fetched before a call needs them (a search, a call to a
 * contact) and kept. A refused or failed fetch leaves none, and the next call asks again.
 */
export class IceServers {
  private ice: { servers: RTCIceServer[]; at: number } | null = null;

  /** The last servers fetched, however old; null before any fetch ended. */
  get known(): RTCIceServer[] | null {
    return this.ice?.servers ?? null;
  }

  async fresh(): Promise<RTCIceServer[]> {
    if (this.ice && Date.now() - this.ice.at < FRESH_MS) return this.ice.servers;
    try {
      const res = await api.get<IceResponse>('/api/ice');
      this.ice = { servers: res.iceServers, at: Date.now() };
      // an older server says nothing: it takes no signals
      ageSignals = res.ageSignals === true;
    } catch {
      this.ice = { servers: [], at: 0 };
    }
    return this.ice.servers;
  }
}
