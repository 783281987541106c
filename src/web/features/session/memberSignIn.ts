import type { I18n } from '@lingui/core';
import { useEffect } from 'react';
import type { ProvidersResponse } from '../../../shared/protocol/index.ts';
import { api } from './session.ts';
import { offerOf, useMemberSignInStore, type MemberSignIn } from './memberSignInStore.ts';

export type { MemberSignIn };

/**
 * Which member sign-ins this server offers (GET /api/auth/providers), asked once per page
 * load. Every invitation to sign in reads it, so none offers what the server cannot do: with
 * no provider configured a guest is told so instead of being sent to a dialog that only offers
 * the guest session they already have.
 */
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

export function useMemberSignIn(): { state: MemberSignIn; providers: ProvidersResponse | null } {
  const providers = useMemberSignInStore((s) => s.providers);
  useEffect(() => {
    if (!providers) ask();
  }, [providers]);
  const state = offerOf(providers);
  return { state, providers };
}

/** What a guest reads where others are invited to sign in, on a server without member sign-in. */
export const noMemberSignIn = (i18n: I18n) => i18n._('session.noMemberSignIn');
