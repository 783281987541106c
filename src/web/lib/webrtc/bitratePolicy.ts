import { VIDEO } from '../../../shared/constants.ts';

export interface LinkStats {
  /** fraction of packets lost since the last sample, 0..1 */
  loss: number;
  /** round-trip time in seconds */
  rtt: number;
}

/**
 * Video starts at 1200 kbps (600 on iOS Safari); every 3 s it drops to 75% (floor
 * 300) when loss is over 5% or RTT over 0.3 s, else grows 10% up to 1500 (700 on iOS).
 */
export const bitratePolicy = {
  start(ios: boolean): number {
    return ios ? VIDEO.startKbpsIos : VIDEO.startKbps;
  },
  next(currentKbps: number, stats: LinkStats, ios: boolean): number {
    const cap = ios ? VIDEO.maxKbpsIos : VIDEO.maxKbps;
    if (stats.loss > VIDEO.lossThreshold || stats.rtt > VIDEO.rttThresholdS) {
      return Math.max(VIDEO.floorKbps, Math.round(currentKbps * VIDEO.dropFactor));
    }
    return Math.min(cap, Math.round(currentKbps * VIDEO.growFactor));
  },
};

/** Loss fraction between two cumulative (packetsReceived, packetsLost) samples. */
export function lossBetween(
  prev: { received: number; lost: number } | undefined,
  cur: { received: number; lost: number },
): number {
  const received = cur.received - (prev?.received ?? 0);
  const lost = cur.lost - (prev?.lost ?? 0);
  const total = received + lost;
  return total > 0 ? Math.max(0, lost) / total : 0;
}
