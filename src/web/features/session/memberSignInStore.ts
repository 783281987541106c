import { create } from 'zustand';
import type { ProvidersResponse } from '../../../shared/protocol/index.ts';

/*
 * The answer of GET /api/auth/providers, apart from the code that asks (memberSignIn.ts): the
 * words of the server's codes (i18n/codes.ts) read it too, and that module sits below the API
 * client, so it must not import it.
 */
interface MemberSignInState {
  /** null until known; a failed question is asked again by the next screen that needs it */
  providers: ProvidersResponse | null;
}

export const useMemberSignInStore = create<MemberSignInState>(() => ({ providers: null }));

/** 'checking' until known (or when the server could not say), then whether any is offered. */
export type MemberSignIn = 'checking' | 'offered' | 'notOffered';

export function offerOf(providers: ProvidersResponse | null): MemberSignIn {
  if (!providers) return 'checking';
  return providers.google || providers.facebook ? 'offered' : 'notOffered';
}

/** What is known right now, for words chosen outside React (the codes' words). */
export const memberSignInNow = (): MemberSignIn =>
  offerOf(useMemberSignInStore.getState().providers);
