/// <reference types="vite-plugin-pwa/client" />
import { requestToaster } from '../../components/toasterGate.ts';
import { ensureArea, i18n } from '../../i18n/i18n.ts';

/**
 * Registers the service worker (built by vite-plugin-pwa) in production builds. A new version
 * waits until the person chooses Reload, so a deploy never swaps code under a running call.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const update = registerSW({
      async onNeedRefresh() {
        requestToaster();
        // its words are in the app area, which a landing page has not needed yet
        const [{ toast }] = await Promise.all([import('sonner'), ensureArea('app')]);
        toast.info(i18n._('install.update.title'), {
          description: i18n._('install.update.text'),
          duration: Infinity,
          closeButton: true,
          action: { label: i18n._('install.update.reload'), onClick: () => void update(true) },
        });
      },
      onRegisterError(error: unknown) {
        console.warn('Service worker registration failed', error);
      },
    });
  });
}
