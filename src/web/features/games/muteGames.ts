import { create } from 'zustand';
import { LOCAL_KEYS } from '../../../shared/constants.ts';
import { storage } from '../../lib/storage.ts';

/** Mute/Unmute games: kept locally as '1' or '0' (docs/product.md, kept on the device). */
export const useMuteGames = create<{ muted: boolean }>(() => ({
  muted: storage.get(LOCAL_KEYS.muteGames) === '1',
}));

export function toggleMuteGames(): void {
  const muted = !useMuteGames.getState().muted;
  storage.set(LOCAL_KEYS.muteGames, muted ? '1' : '0');
  useMuteGames.setState({ muted });
}
