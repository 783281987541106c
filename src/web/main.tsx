import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
// Imported here, before anything renders, so its beforeinstallprompt listener is in place early.
import './features/install/useInstallPrompt.ts';
import { registerServiceWorker } from './features/install/serviceWorker.ts';
import './styles/global.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Prerendered pages (landing, about, privacy, terms) arrive with their markup: React adopts it
// instead of painting it again. Every other route starts from the empty shell.
// Hydration runs as a transition, so React yields to the browser every few milliseconds
// instead of adopting the whole page in one long task.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

registerServiceWorker();
