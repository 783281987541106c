import { useEffect } from 'react';
import {
  checkServer,
  offered,
  setTranslateAll,
  setViaServer,
  useTranslateSettings,
} from './settings.ts';

export const SERVER_SWITCH_ID = 'translate-via-server';

/**
 * Above the log when the pair shares no language: translate every message, and (when this
 * browser has no translator of its own) the opt-in to the operator's AI service, saying
 * plainly that message text then goes there. Nothing shows when nothing can translate.
 */
export function TranslateBar() {
  const settings = useTranslateSettings();
  useEffect(checkServer, []);
  if (!offered(settings)) return null;
  const serverChoice = settings.server === true;
  return (
    <div className="translate-bar" role="group" aria-label="Translation">
      <p className="translate-intro">You and your partner have no language in common.</p>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          checked={settings.all}
          onChange={(e) => setTranslateAll(e.target.checked)}
        />
        <span className="toggle-track" aria-hidden="true" />
        <span className="toggle-label">Translate all messages</span>
      </label>
      {serverChoice && (
        <>
          <label className="toggle">
            <input
              id={SERVER_SWITCH_ID}
              type="checkbox"
              role="switch"
              checked={settings.viaServer}
              onChange={(e) => setViaServer(e.target.checked)}
              aria-describedby="translate-notice"
            />
            <span className="toggle-track" aria-hidden="true" />
            <span className="toggle-label">Translate with this site's AI service</span>
          </label>
          <p id="translate-notice" className="translate-notice">
            {settings.device ? 'Used when this browser cannot translate a message itself. ' : ''}
            When on, the text of the messages you translate is sent to the site operator's AI
            service. Off by default.
          </p>
        </>
      )}
    </div>
  );
}
