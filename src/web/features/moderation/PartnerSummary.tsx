import { Flag } from '../../components/Flag.tsx';
import { countryOf, usePartnerRecord } from './lastPartner.ts';
import './moderation.css';

const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * Who a report or block is about: their country, your common interests, and whether the
 * call is still on or when it ended. Live: it changes as they leave while the dialog is open.
 */
export function PartnerSummary({ matchId }: { matchId: string }) {
  const record = usePartnerRecord(matchId);
  if (!record) return null;
  const ended = record.endedAt !== null;
  return (
    <section className="partner-summary" aria-label="Who this is about">
      <p className="partner-summary-who">
        <span aria-hidden="true">
          <Flag code={record.countryCode} showCode={false} />
        </span>
        <span>
          {ended ? 'Your earlier partner' : 'Your partner'} from{' '}
          <strong>{countryOf(record)}</strong>
        </span>
      </p>
      <p className="partner-summary-line">
        <span className="muted">Common interests: </span>
        {record.commonInterests.length ? record.commonInterests.join(', ') : 'None'}
      </p>
      <p className="partner-summary-line" data-testid="partner-summary-status">
        {ended ? (
          <>
            <span className="muted">Call ended at </span>
            <time dateTime={new Date(record.endedAt!).toISOString()}>
              {clock.format(record.endedAt!)}
            </time>
          </>
        ) : (
          <span className="muted">In this call now</span>
        )}
      </p>
    </section>
  );
}
