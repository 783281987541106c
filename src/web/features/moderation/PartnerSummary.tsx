import { useLingui } from '@lingui/react';
import { Flag } from '../../components/Flag.tsx';
import { withElements } from '../../i18n/elements.tsx';
import { countryOf, usePartnerRecord } from './lastPartner.ts';
import { PersonAvatar } from '../guests/PersonAvatar.tsx';
import { shownName } from '../guests/names.ts';
import './moderation.css';

/**
 * Who a report or block is about: their country, your common interests, and whether the
 * call is still on or when it ended. Live: it changes as they leave while the dialog is open.
 */
export function PartnerSummary({ matchId }: { matchId: string }) {
  const { i18n } = useLingui();
  const record = usePartnerRecord(matchId);
  if (!record) return null;
  const ended = record.endedAt !== null;
  const clock = new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit' });
  const country = { country: <strong>{countryOf(record)}</strong> };
  // a guest partner is named by their guest name, so the right one is reported or blocked
  const guest = record.guestName ? { name: null, guestName: record.guestName } : null;
  const named = guest && { ...country, name: <strong>{shownName(guest, i18n)}</strong> };
  return (
    <section className="partner-summary" aria-label={i18n._('moderation.partner.about')}>
      <p className="partner-summary-who">
        {guest && <PersonAvatar person={guest} className="avatar-sm" />}
        <span aria-hidden="true">
          <Flag code={record.countryCode} showCode={false} />
        </span>
        <span data-testid="partner-summary-name">
          {named
            ? ended
              ? withElements((m) => i18n._('moderation.partner.earlierNamed', m), named)
              : withElements((m) => i18n._('moderation.partner.currentNamed', m), named)
            : ended
              ? withElements((m) => i18n._('moderation.partner.earlierFrom', m), country)
              : withElements((m) => i18n._('moderation.partner.currentFrom', m), country)}
        </span>
      </p>
      <p className="partner-summary-line">
        <span className="muted">{i18n._('moderation.partner.commonInterests')} </span>
        {record.commonInterests.length
          ? new Intl.ListFormat(i18n.locale, { style: 'short', type: 'unit' }).format(
              record.commonInterests,
            )
          : i18n._('moderation.partner.noInterests')}
      </p>
      <p className="partner-summary-line" data-testid="partner-summary-status">
        {ended ? (
          <>
            {/* the time stands out of the muted words, wherever the language puts it */}
            <span className="muted">
              {withElements((m) => i18n._('moderation.partner.endedAt', m), {
                time: (
                  <time dateTime={new Date(record.endedAt!).toISOString()}>
                    {clock.format(record.endedAt!)}
                  </time>
                ),
              })}
            </span>
          </>
        ) : (
          <span className="muted">{i18n._('moderation.partner.inCall')}</span>
        )}
      </p>
    </section>
  );
}
