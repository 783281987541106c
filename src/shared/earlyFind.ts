/**
 * Home's Find a Partner before the app's code has arrived. On a slow link the prerendered Home
 * is readable and typeable about a second in, while its code takes seconds more; this script,
 * inline right after the page's markup, makes the button take a press at once: it keeps the
 * press (the app carries it out as it starts, with whatever is in the interests field then),
 * shows that it is under way (a spinner on the button, and the page's "connecting" words in a
 * status note), and ignores a second press. It touches only what React
 * does not own after hydration (the button's `disabled`, which the app's next render sets
 * again, a class on <html>, a node after #root) and hands over through one global, which the
 * app removes (`takeEarlyFind` in features/home).
 *
 * With scripts off it never runs and the button stays disabled, as there is nothing to do a
 * search with. The server's Content-Security-Policy allows exactly this text by its hash.
 */
export const EARLY_FIND_SCRIPT = `(function(){var f=document.querySelector('form.home-form'),b=f&&f.querySelector('button[type=submit]');if(!b)return;var s={pressed:false,off:function(){f.removeEventListener('submit',h);s.done=true}};function h(e){if(s.done)return;e.preventDefault();if(s.pressed)return;s.pressed=true;document.documentElement.classList.add('early-find');var n=document.createElement('p');n.id='early-find-status';n.className='early-find-note';n.setAttribute('role','status');document.body.appendChild(n);setTimeout(function(){n.textContent=f.getAttribute('data-early-note')||''},0)}f.addEventListener('submit',h);window.__matchupEarlyFind=s;b.disabled=false})();`;

/** The global the script leaves for the app. */
export interface EarlyFind {
  pressed: boolean;
  done?: boolean;
  /** stops the script's handling: the app's own handler has taken over */
  off(): void;
}
