import { useState } from 'react';
import type { IceResponse } from '../../../shared/protocol/index.ts';
import { storage } from '../../lib/storage.ts';

/** localStorage key: a JSON boolean, off when unset or unreadable ("hide my IP"). */
export const RELAY_CALLS_KEY = 'relayCalls';

export function readRelayCalls(): boolean {
  try {
    return JSON.parse(storage.get(RELAY_CALLS_KEY) ?? 'false') === true;
  } catch {
    return false;
  }
}

export function useRelayCalls(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readRelayCalls);
  const set = (next: boolean) => {
    storage.set(RELAY_CALLS_KEY, JSON.stringify(next));
    setOn(next);
  };
  return [on, set];
}

/** True when the server handed out a TURN relay (GET /api/ice lists one only when configured). */
export function hasRelay(ice: Pick<IceResponse['iceServers'][number], 'urls'>[]): boolean {
  return ice.some((server) =>
    (Array.isArray(server.urls) ? server.urls : [server.urls]).some((u) => /^turns?:/i.test(u)),
  );
}
