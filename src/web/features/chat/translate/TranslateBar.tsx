import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import {
  checkWays,
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
  const { i18n } = useLingui();
  const settings = useTranslateSettings();
  useEffect(checkWays, []);
  if (!offered(settings)) return null;
  const serverChoice = settings.server === true;
  return (
    <div className="translate-bar" role="group" aria-label={i18n._('chat.translate.bar')}>
      <p className="translate-intro">{i18n._('chat.translate.noCommonLanguage')}</p>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          checked={settings.all}
          onChange={(e) => setTranslateAll(e.target.checked)}
        />
        <span className="toggle-track" aria-hidden="true" />
        <span className="toggle-label">{i18n._('chat.translate.all')}</span>
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
            <span className="toggle-label">{i18n._('chat.translate.viaServer')}</span>
          </label>
          <p id="translate-notice" className="translate-notice">
            {settings.device ? `${i18n._('chat.translate.serverFallback')} ` : ''}
            {i18n._('chat.translate.serverNotice')}
          </p>
        </>
      )}
    </div>
  );
}
