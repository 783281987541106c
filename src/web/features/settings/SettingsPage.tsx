import { useLingui } from '@lingui/react';
import { LanguagePicker } from '../../app/LanguagePicker.tsx';
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
  const { i18n } = useLingui();
  const [on, setOn] = useAutoSearchNext();
  return (
    <section className="card settings-card" aria-labelledby="matching-title">
      <h2 id="matching-title">{i18n._('settings.matching.title')}</h2>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(e) => setOn(e.target.checked)}
          aria-describedby="auto-search-hint"
        />
        <span className="toggle-track" aria-hidden="true" />
        <span className="toggle-label">{i18n._('settings.matching.autoSearch')}</span>
      </label>
      <p id="auto-search-hint" className="muted hint-text">
        {i18n._('settings.matching.autoSearchHint')}
      </p>
    </section>
  );
}

/** The app's own language (menus, buttons, messages), apart from the languages one speaks. */
function AppLanguage() {
  const { i18n } = useLingui();
  return (
    <section className="card settings-card app-language" aria-labelledby="app-language-title">
      <h2 id="app-language-title">{i18n._('settings.appLanguage.title')}</h2>
      <p className="muted hint-text">{i18n._('settings.appLanguage.hint')}</p>
      <LanguagePicker id="settings-language" />
    </section>
  );
}

function SettingsPageContent() {
  const { i18n } = useLingui();
  usePageMeta(i18n._('settings.pageTitle'));
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const profile = useProfile(user && !user.isAnonymous ? user.id : null);
  return (
    <section className="page-narrow settings">
      <h1>{i18n._('settings.title')}</h1>
      <AccountSection status={status} user={user} profile={profile} />
      <AppLanguage />
      <Matching />
      <LanguagesSection />
      <ShieldSettings />
      <RelaySetting />
      {user && <AppearOffline userId={user.id} />}
      {/* guests block too, so they see and undo their blocks like members */}
      {user && <BlockedPeople userId={user.id} />}
      <section className="card settings-card" aria-labelledby="connection-title">
        <h2 id="connection-title">{i18n._('settings.connection.title')}</h2>
        <ConnectionInfo user={user} profile={profile.profile} />
      </section>
      <YourData user={user} />
    </section>
  );
}

export const SettingsPage = withQueries(SettingsPageContent);
