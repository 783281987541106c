import { setShieldSetting, useShieldSettings } from './settings.ts';

const TOGGLES = [
  {
    name: 'safeStart',
    label: 'Start calls blurred until checked',
    hint: "Your partner's video stays blurred until this device has checked a first frame.",
  },
  {
    name: 'blurExplicit',
    label: 'Blur explicit video',
    hint: 'If the video looks like nudity during a call, it is blurred at once and you choose what to do.',
  },
] as const;

/** Settings, "Safety": the nudity shield's two local toggles (both on by default). */
export function ShieldSettings() {
  const settings = useShieldSettings();
  return (
    <section className="card settings-card" aria-labelledby="safety-title">
      <h2 id="safety-title">Safety</h2>
      {TOGGLES.map((t) => (
        <div key={t.name} className="setting-row">
          <label className="toggle">
            <input
              type="checkbox"
              role="switch"
              checked={settings[t.name]}
              onChange={(e) => setShieldSetting(t.name, e.target.checked)}
              aria-describedby={`${t.name}-hint`}
            />
            <span className="toggle-track" aria-hidden="true" />
            <span className="toggle-label">{t.label}</span>
          </label>
          <p id={`${t.name}-hint`} className="muted hint-text">
            {t.hint}
          </p>
        </div>
      ))}
      <p className="muted hint-text">
        The check runs on this device. No video is recorded or sent anywhere.
      </p>
    </section>
  );
}
