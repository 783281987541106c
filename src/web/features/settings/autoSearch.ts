import { useState } from 'react';
import { LOCAL_KEYS } from '../../../shared/constants.ts';
import { storage } from '../../lib/storage.ts';

/** `autoSearchNext` is a JSON boolean, true when unset or unreadable. */
export function readAutoSearchNext(): boolean {
  const raw = storage.get(LOCAL_KEYS.autoSearchNext);
  if (raw === null) return true;
  try {
    return JSON.parse(raw) !== false;
  } catch {
    return true;
  }
}

export function useAutoSearchNext(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readAutoSearchNext);
  const set = (next: boolean) => {
    storage.set(LOCAL_KEYS.autoSearchNext, JSON.stringify(next));
    setOn(next);
  };
  return [on, set];
}
