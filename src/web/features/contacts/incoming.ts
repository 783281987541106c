import { create } from 'zustand';
import type { ContactCallPayload } from '../../../shared/protocol/index.ts';

/** The contact call ringing on this tab, if any (the incoming-call dialog shows it). */
export const useIncomingCall = create<{ incoming: ContactCallPayload | null }>(() => ({
  incoming: null,
}));
