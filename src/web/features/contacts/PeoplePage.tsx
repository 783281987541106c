import { useLingui } from '@lingui/react';
import { withQueries } from '../../lib/queries.tsx';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import { useMemberSignIn } from '../session/memberSignIn.ts';
import { guestContactsNote } from './guestNote.ts';
import { openSignIn, useSession } from '../session/session.ts';
import { ContactsList } from './ContactsList.tsx';
import { RecentList } from './RecentList.tsx';
import { useLivePeople } from './usePeople.ts';
import './contacts.css';

function SignedInPeople({ userId, guest }: { userId: string; guest: boolean }) {
  const { i18n } = useLingui();
  useLivePeople(userId);
  const { state: offer } = useMemberSignIn();
  const note = guest ? guestContactsNote(i18n, offer) : null;
  return (
    <>
      {note && (
        <p className="muted people-note" data-testid="guest-contacts-note">
          {note}
        </p>
      )}
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
  const { state: offer } = useMemberSignIn();
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
          {/* the dialog offers a guest session either way; "Sign in" only where it can */}
          <p>
            {offer === 'notOffered'
              ? i18n._('contacts.signedOut.guestBody')
              : i18n._('contacts.signedOut.body')}
          </p>
          <button type="button" className="btn btn-primary" onClick={openSignIn}>
            {offer === 'notOffered'
              ? i18n._('contacts.signedOut.guest')
              : i18n._('contacts.signedOut.signIn')}
          </button>
        </div>
      )}
      {user && <SignedInPeople key={user.id} userId={user.id} guest={user.isAnonymous} />}
    </section>
  );
}

export const PeoplePage = withQueries(PeoplePageContent);
