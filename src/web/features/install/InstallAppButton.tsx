import { useState } from 'react';
import { dismissInstall, promptInstall, useInstallPrompt } from './useInstallPrompt.ts';
import './install.css';

/**
 * 'Install app' offer for Home. Renders nothing unless the browser offers installation and the
 * app is neither installed nor dismissed before on this device.
 */
export function InstallAppButton() {
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
    <div className="install-offer" role="region" aria-label="Install the app">
      <p className="install-text">
        <strong>Install Match Up</strong>
        <span className="muted">Open it from your home screen, full screen, in one tap.</span>
      </p>
      <div className="install-actions">
        <button type="button" className="btn btn-primary" onClick={install} disabled={busy}>
          Install app
        </button>
        <button type="button" className="btn btn-ghost" onClick={dismissInstall}>
          Not now
        </button>
      </div>
    </div>
  );
}
