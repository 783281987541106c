import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { dismissInstall, promptInstall, useInstallPrompt } from './useInstallPrompt.ts';
import './install.css';

/**
 * 'Install app' offer for Home. Renders nothing unless the browser offers installation and the
 * app is neither installed nor dismissed before on this device.
 */
export function InstallAppButton() {
  const { i18n } = useLingui();
  const { canInstall } = useInstallPrompt();
  const [busy, setBusy] = useState(false);
  if (!canInstall) return null;
  const install = () => {
    setBusy(true);
    promptInstall()
      .catch(() => undefined) // the browser refused to show its dialog: nothing to tell
      .finally(() => setBusy(false));
  };
  return (
    <div className="install-offer" role="region" aria-label={i18n._('install.region')}>
      <p className="install-text">
        <strong>{i18n._('install.title')}</strong>
        <span className="muted">{i18n._('install.text')}</span>
      </p>
      <div className="install-actions">
        <button type="button" className="btn btn-primary" onClick={install} disabled={busy}>
          {i18n._('install.install')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={dismissInstall}>
          {i18n._('install.notNow')}
        </button>
      </div>
    </div>
  );
}
