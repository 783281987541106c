import { useLingui } from '@lingui/react';
import { withQueries } from '../../lib/queries.tsx';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import { openSignIn, useSession } from '../session/session.ts';
import { ContactsList } from './ContactsList.tsx';
import { RecentList } from './RecentList.tsx';
import { useLivePeople } from './usePeople.ts';
import './contacts.css';

function SignedInPeople({ userId, guest }: { userId: string; guest: boolean }) {
  const { i18n } = useLingui();
  useLivePeople(userId);
  return (
    <>
      {guest && <p className="muted people-note">{i18n._('contacts.guestNote')}</p>}
      <ContactsList userId={userId} />
      <RecentList userId={userId} />
    </>
  );
}

/** People: your contacts (call them, remove them) and the people you met lately. */
function PeoplePageContent() {
  const { i18n } = useLingui();
  usePageMeta(i18n._('contacts.page.title'));
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  return (
    <section className="page-narrow people">
      <h1>{i18n._('contacts.page.heading')}</h1>
      <p className="muted">{i18n._('contacts.page.lead')}</p>
      {status === 'loading' && (
        <p className="muted" role="status">
          {i18n._('contacts.loading')}
        </p>
      )}
      {status === 'signedOut' && (
        <div className="card people-card">
          <p>{i18n._('contacts.signedOut.body')}</p>
          <button type="button" className="btn btn-primary" onClick={openSignIn}>
            {i18n._('contacts.signedOut.signIn')}
          </button>
        </div>
      )}
      {user && <SignedInPeople key={user.id} userId={user.id} guest={user.isAnonymous} />}
    </section>
  );
}

export const PeoplePage = withQueries(PeoplePageContent);
