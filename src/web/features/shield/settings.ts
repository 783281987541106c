import { create } from 'zustand';
import { storage } from '../../lib/storage.ts';
import type { ShieldSettings } from './verdict.ts';

/** Local settings (this browser only), JSON booleans like autoSearchNext; both default on. */
export const SHIELD_KEYS = {
  safeStart: 'shieldSafeStart',
  blurExplicit: 'shieldBlurExplicit',
} as const;

function read(key: string): boolean {
  const raw = storage.get(key);
  if (raw === null) return true;
  try {
    return JSON.parse(raw) !== false;
  } catch {
    return true;
  }
}

export const useShieldSettings = create<ShieldSettings>(() => ({
  safeStart: read(SHIELD_KEYS.safeStart),
  blurExplicit: read(SHIELD_KEYS.blurExplicit),
}));

export function setShieldSetting(name: keyof ShieldSettings, on: boolean): void {
  storage.set(SHIELD_KEYS[name], JSON.stringify(on));
  useShieldSettings.setState({ [name]: on });
}
