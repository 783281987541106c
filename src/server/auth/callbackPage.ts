import { textOf, type AuthPopupMessage, type Refusal } from '../../shared/protocol/index.ts';

export const POPUP_SCRIPT_PATH = '/api/auth/popup.js';

/**
 * Runs in the popup: tells the app how sign-in went, then closes. BroadcastChannel reaches
 * the opener even when a provider's opener policy cut `window.opener`; postMessage (to our
 * own origin only) is the fallback. A failure stays on screen so the user can read it.
 */
export const POPUP_SCRIPT = `(() => {
  const el = document.getElementById('mu-auth-result');
  const message = JSON.parse(el.textContent);
  try {
    const channel = new BroadcastChannel(message.type);
    channel.postMessage(message);
    channel.close();
  } catch (e) { /* no BroadcastChannel: postMessage below */ }
  try {
    if (window.opener && window.opener !== window) window.opener.postMessage(message, location.origin);
  } catch (e) { /* opener gone */ }
  const close = document.getElementById('close');
  if (close) close.addEventListener('click', () => window.close());
  if (message.status !== 'error') setTimeout(() => window.close(), 150);
})();
`;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The page the provider redirects the popup back to. */
export function callbackPage(message: AuthPopupMessage): string {
  const headline =
    message.status === 'success'
      ? 'You are signed in.'
      : message.status === 'cancelled'
        ? 'Sign-in cancelled.'
        : 'Sign-in failed.';
  const detail =
    message.status === 'error'
      ? // the words of the code (the tables' English), not prose a handler wrote
        `${escapeHtml(textOf({ code: message.code, params: message.params } as Refusal))} Close this window and try again.`
      : 'This window closes by itself; you can also close it.';
  // JSON inside a non-executed script element: `<` escaped so it cannot end the element.
  const data = JSON.stringify(message).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${headline} · Match Up</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0b0d12;
    color: #eef1f7; font: 16px/1.55 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { max-width: 360px; padding: 32px 24px; text-align: center; }
  h1 { font-size: 1.375rem; margin: 0 0 12px; }
  p { color: #a9b1c3; margin: 0 0 24px; }
  button { min-height: 44px; padding: 0 24px; border-radius: 999px; border: 0; font: inherit;
    font-weight: 600; background: #6d4aff; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #ffd166; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>${headline}</h1>
  <p>${detail}</p>
  <button type="button" id="close">Close window</button>
</main>
<script type="application/json" id="mu-auth-result">${data}</script>
<script src="${POPUP_SCRIPT_PATH}"></script>
</body>
</html>`;
}
