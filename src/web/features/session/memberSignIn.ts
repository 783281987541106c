import type { I18n } from '@lingui/core';
import { useEffect } from 'react';
import { create } from 'zustand';
import type { ProvidersResponse } from '../../../shared/protocol/index.ts';
import { api } from './session.ts';

/**
 * Which member sign-ins this server offers (GET /api/auth/providers), asked once per page
 * load. Every invitation to sign in reads it, so none offers what the server cannot do: with
 * no provider configured a guest is told so instead of being sent to a dialog that only offers
 * the guest session they already have.
 */
interface MemberSignInState {
  /** null until known; a failed question is asked again by the next screen that needs it */
  providers: ProvidersResponse | null;
}

const useMemberSignInStore = create<MemberSignInState>(() => ({ providers: null }));
let asking: Promise<void> | null = null;

function ask(): void {
  if (asking || useMemberSignInStore.getState().providers) return;
  asking = api
    .get<ProvidersResponse>('/api/auth/providers', { auth: false })
    .then((providers) => useMemberSignInStore.setState({ providers }))
    .catch((err: unknown) => {
      console.error('Could not learn the sign-in options:', err);
    })
    .finally(() => {
      asking = null;
    });
}

/** 'checking' until known (or when the server could not say), then whether any is offered. */
export type MemberSignIn = 'checking' | 'offered' | 'notOffered';

export function useMemberSignIn(): { state: MemberSignIn; providers: ProvidersResponse | null } {
  const providers = useMemberSignInStore((s) => s.providers);
  useEffect(() => {
    if (!providers) ask();
  }, [providers]);
  const state: MemberSignIn = !providers
    ? 'checking'
    : providers.google || providers.facebook
      ? 'offered'
      : 'notOffered';
  return { state, providers };
}

/** What a guest reads where others are invited to sign in, on a server without member sign-in. */
export const noMemberSignIn = (i18n: I18n) => i18n._('session.noMemberSignIn');
