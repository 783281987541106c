import { withQueries } from '../../lib/queries.tsx';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import { openSignIn, useSession } from '../session/session.ts';
import { ContactsList } from './ContactsList.tsx';
import { RecentList } from './RecentList.tsx';
import { GUEST_CONTACTS_NOTE } from './guestNote.ts';
import { useLivePeople } from './usePeople.ts';
import './contacts.css';

function SignedInPeople({ userId, guest }: { userId: string; guest: boolean }) {
  useLivePeople(userId);
  return (
    <>
      {guest && <p className="muted people-note">{GUEST_CONTACTS_NOTE}</p>}
      <ContactsList userId={userId} />
      <RecentList userId={userId} />
    </>
  );
}

/** People: your contacts (call them, remove them) and the people you met lately. */
function PeoplePageContent() {
  usePageMeta('People · Match Up');
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  return (
    <section className="page-narrow people">
      <h1>People</h1>
      <p className="muted">Your contacts and the people you met lately.</p>
      {status === 'loading' && (
        <p className="muted" role="status">
          Loading…
        </p>
      )}
      {status === 'signedOut' && (
        <div className="card people-card">
          <p>Sign in or continue as a guest to see your contacts and the people you met.</p>
          <button type="button" className="btn btn-primary" onClick={openSignIn}>
            Sign in
          </button>
        </div>
      )}
      {user && <SignedInPeople key={user.id} userId={user.id} guest={user.isAnonymous} />}
    </section>
  );
}

export const PeoplePage = withQueries(PeoplePageContent);
