import { requestToaster } from '../../components/toasterGate.ts';
import { ensureArea, i18n } from '../../i18n/i18n.ts';

/** The worker vite-plugin-pwa builds (generateSW, a classic script at the site's root). */
const WORKER_URL = '/sw.js';

/**
 * Registers the service worker in production builds. A new version waits until the person
 * chooses Reload, so a deploy never swaps code under a running call. Registered with the
 * browser's own API rather than the plugin's workbox-window helper: that helper was 2.7 KB of
 * every page's first JS (a landing page's whole budget is 100 KB) for what is these few lines.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // after the page's own load, as workbox-window did: installing the worker (it precaches the
  // app) never competes with the first page for the network, and the page the server sent
  // stays the one the person sees until a later visit
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function register(): void {
  const container = navigator.serviceWorker;
  container
    .register(WORKER_URL, { scope: '/' })
    .then((registration) => {
      // a version installed on an earlier visit, still waiting for the person's Reload
      if (registration.waiting && container.controller) void offerReload(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const next = registration.installing;
        next?.addEventListener('statechange', () => {
          // installed beside a running version (not a first install): it waits for Reload
          if (next.state === 'installed' && container.controller) void offerReload(next);
        });
      });
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

/** "A new version is ready": Reload hands over to the waiting worker, then reloads the page. */
async function offerReload(waiting: ServiceWorker): Promise<void> {
  requestToaster();
  // its words are in the app area, which a landing page has not needed yet
  const [{ toast }] = await Promise.all([import('sonner'), ensureArea('app')]);
  toast.info(i18n._('install.update.title'), {
    description: i18n._('install.update.text'),
    duration: Infinity,
    closeButton: true,
    action: {
      label: i18n._('install.update.reload'),
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
          once: true,
        });
        // the generated worker takes over when told so (its SKIP_WAITING message handler)
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}
