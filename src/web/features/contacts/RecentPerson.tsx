import { useLingui } from '@lingui/react';
import type { RecentView } from '../../../shared/protocol/index.ts';
import { Flag } from '../../components/Flag.tsx';
import { aroundSlot } from '../../i18n/elements.tsx';
import { PersonAvatar } from '../guests/PersonAvatar.tsx';
import { shownName } from '../guests/names.ts';
import { countryName } from './country.ts';

/** Whom a report or block from Recent is about: their avatar, name and country. */
export function RecentPerson({ person }: { person: RecentView }) {
  const { i18n } = useLingui();
  const [beforeName, afterName] = aroundSlot((name) =>
    i18n._('contacts.report.who', { name, country: countryName(person.countryCode) }),
  );
  return (
    <p className="partner-summary-who recent-person">
      <PersonAvatar person={person} className="avatar-sm" />
      <span>
        {beforeName}
        <strong>{shownName(person, i18n)}</strong>
        {afterName}
      </span>
      <Flag code={person.countryCode} showCode={false} />
    </p>
  );
}
