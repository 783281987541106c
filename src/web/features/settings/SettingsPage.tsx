import { withQueries } from '../../lib/queries.tsx';
import { usePageMeta } from '../../lib/usePageMeta.ts';
import { useSession } from '../session/session.ts';
import { ShieldSettings } from '../shield/ShieldSettings.tsx';
import { AppearOffline } from '../contacts/AppearOffline.tsx';
import { AccountSection } from './AccountSection.tsx';
import { BlockedPeople } from './BlockedPeople.tsx';
import { useAutoSearchNext } from './autoSearch.ts';
import { ConnectionInfo } from './ConnectionInfo.tsx';
import { LanguagesSection } from './LanguagesSection.tsx';
import { RelaySetting } from './RelaySetting.tsx';
import { useProfile } from './useProfile.ts';
import { YourData } from './YourData.tsx';
import './settings.css';

function Matching() {
  const [on, setOn] = useAutoSearchNext();
  return (
    <section className="card settings-card" aria-labelledby="matching-title">
      <h2 id="matching-title">Matching</h2>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(e) => setOn(e.target.checked)}
          aria-describedby="auto-search-hint"
        />
        <span className="toggle-track" aria-hidden="true" />
        <span className="toggle-label">Auto-search after a disconnect</span>
      </label>
      <p id="auto-search-hint" className="muted hint-text">
        When your partner leaves, a new search starts by itself; you can cancel it.
      </p>
    </section>
  );
}

function SettingsPageContent() {
  usePageMeta('Settings · Match Up');
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const profile = useProfile(user && !user.isAnonymous ? user.id : null);
  return (
    <section className="page-narrow settings">
      <h1>Settings</h1>
      <AccountSection status={status} user={user} profile={profile} />
      <Matching />
      <LanguagesSection />
      <ShieldSettings />
      <RelaySetting />
      {user && <AppearOffline userId={user.id} />}
      {/* guests block too, so they see and undo their blocks like members */}
      {user && <BlockedPeople userId={user.id} />}
      <section className="card settings-card" aria-labelledby="connection-title">
        <h2 id="connection-title">Connection Information</h2>
        <ConnectionInfo user={user} profile={profile.profile} />
      </section>
      <YourData user={user} />
    </section>
  );
}

export const SettingsPage = withQueries(SettingsPageContent);
