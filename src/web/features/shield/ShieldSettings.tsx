import { useLingui } from '@lingui/react';
import { setShieldSetting, useShieldSettings } from './settings.ts';

const TOGGLES = ['safeStart', 'blurExplicit'] as const;

/** Settings, "Safety": the nudity shield's two local toggles (both on by default). */
export function ShieldSettings() {
  const { i18n } = useLingui();
  const settings = useShieldSettings();
  const words = {
    safeStart: {
      label: i18n._('shield.settings.safeStart.label'),
      hint: i18n._('shield.settings.safeStart.hint'),
    },
    blurExplicit: {
      label: i18n._('shield.settings.blurExplicit.label'),
      hint: i18n._('shield.settings.blurExplicit.hint'),
    },
  };
  return (
    <section className="card settings-card" aria-labelledby="safety-title">
      <h2 id="safety-title">{i18n._('shield.settings.title')}</h2>
      {TOGGLES.map((name) => (
        <div key={name} className="setting-row">
          <label className="toggle">
            <input
              type="checkbox"
              role="switch"
              checked={settings[name]}
              onChange={(e) => setShieldSetting(name, e.target.checked)}
              aria-describedby={`${name}-hint`}
            />
            <span className="toggle-track" aria-hidden="true" />
            <span className="toggle-label">{words[name].label}</span>
          </label>
          <p id={`${name}-hint`} className="muted hint-text">
            {words[name].hint}
          </p>
        </div>
      ))}
      <p className="muted hint-text">{i18n._('shield.settings.private')}</p>
    </section>
  );
}
