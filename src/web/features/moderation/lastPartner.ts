import { create } from 'zustand';
import { LIMITS } from '../../../shared/constants.ts';
import type { ChatMessage, GuestName } from '../../../shared/protocol/index.ts';
import { i18n } from '../../i18n/i18n.ts';
import { messagesOf, shownPartner, useCall } from '../chat/callStore.ts';

/** A partner of this page, current or recent: what a report or block is about. */
export interface PartnerRecord {
  /** names the person to the server (it resolves them from the match, never "whoever is there") */
  matchId: string;
  /** their socket id in that match (the spec's `reportedSocketId`) */
  partnerId: string;
  country: string;
  countryCode: string;
  commonInterests: string[];
  /** a guest partner's guest name */
  guestName?: GuestName | undefined;
  /** that chat's lines */
  messages: ChatMessage[];
  /** when the call ended (epoch ms); null while it is on */
  endedAt: number | null;
}

/** matches remembered here (the server keeps about as many, for 10 minutes) */
const KEPT = 5;

export const usePartners = create<{ byMatch: Record<string, PartnerRecord> }>(() => ({
  byMatch: {},
}));

/**
 * The call store forgets the partner the moment they leave and their chat when the next one
 * comes; a report or block opened about them must still name them, with that chat. So every
 * partner is kept here by match, with when their call ended.
 */
useCall.subscribe((state, prev) => {
  const now = shownPartner(state);
  const was = shownPartner(prev);
  const messages = messagesOf(state);
  if (!now && !was) return;
  const byMatch = { ...usePartners.getState().byMatch };
  let changed = false;
  if (was && was.matchId !== now?.matchId && byMatch[was.matchId]?.endedAt === null) {
    byMatch[was.matchId] = { ...byMatch[was.matchId]!, endedAt: Date.now() };
    changed = true;
  }
  if (now) {
    const old = byMatch[now.matchId];
    if (old?.partnerId !== now.partnerId || old.messages !== messages) {
      delete byMatch[now.matchId];
      byMatch[now.matchId] = {
        matchId: now.matchId,
        partnerId: now.partnerId,
        country: now.country,
        countryCode: now.countryCode,
        commonInterests: now.commonInterests,
        guestName: now.partnerGuestName,
        messages,
        endedAt: null,
      };
      changed = true;
    }
  }
  if (!changed) return;
  const ids = Object.keys(byMatch);
  for (const id of ids.slice(0, Math.max(0, ids.length - KEPT))) delete byMatch[id];
  usePartners.setState({ byMatch });
});

/** The current partner, else the one who left last; null when there was none. */
export function reportable(): PartnerRecord | null {
  const partner = shownPartner(useCall.getState());
  const { byMatch } = usePartners.getState();
  if (partner) return byMatch[partner.matchId] ?? null;
  const ended = Object.values(byMatch).filter((r) => r.endedAt !== null);
  return ended.sort((a, b) => a.endedAt! - b.endedAt!).at(-1) ?? null;
}

/** The record of `matchId`, kept live (the call ends, the chat grows). */
export const usePartnerRecord = (matchId: string | null | undefined) =>
  usePartners((s) => (matchId ? (s.byMatch[matchId] ?? null) : null));

/** A region's name in the app's language; undefined when Intl has none for the code. */
function regionName(code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where they call from, in words of the app's language: "an unknown country" when the lookup
 * found nothing. The server names countries in English; the code gives the local name.
 */
export function countryOf(record: Pick<PartnerRecord, 'country' | 'countryCode'>): string {
  const known = record.countryCode !== 'UN' && record.country && record.country !== 'Unknown';
  if (!known) return i18n._('moderation.unknownCountry');
  return regionName(record.countryCode) ?? record.country;
}

/** The chat as the report's `sessionMessages`: who said it, capped to the server's limits. */
export function sessionMessages(messages: ChatMessage[]): string[] {
  return messages
    .slice(-LIMITS.reportMessagesMax)
    .map((m) =>
      `${m.sender === 'you' ? 'reporter' : 'reported'}: ${m.text}`.slice(
        0,
        LIMITS.reportMessageMaxLength,
      ),
    );
}
