/**
 * Where focus goes when a dialog closes: back to the control that opened it when that is still
 * there and usable, else to the page's own next step (an element marked
 * `data-focus-after-dialog`, say Cancel on a search the dialog's answer started), else the
 * main region. Focus left on a control that vanished or was disabled falls to the body, and a
 * keyboard or screen-reader user has to start again from the top of the page.
 */
export function restoreFocus(returnTo: HTMLElement | null): void {
  if (usable(returnTo)) returnTo.focus();
  else focusNextStep();
  // The dialog's answer may change the page a little later (a search starting disables Find
  // and shows Cancel once the camera is on): while focus is lost or parked on the main region,
  // it moves to the next step as soon as one shows, for a few seconds at most.
  let tries = 0;
  const timer = setInterval(() => {
    const active = document.activeElement as HTMLElement | null;
    const parked = !active || active === document.body || active.id === 'main';
    if (parked || !usable(active)) {
      const next = nextStep();
      if (next) next.focus();
      else if (!parked) document.getElementById('main')?.focus();
    }
    if (++tries >= 50) clearInterval(timer);
  }, 100);
}

function nextStep(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[data-focus-after-dialog]')].find(usable);
}

function focusNextStep(): void {
  (nextStep() ?? document.getElementById('main'))?.focus();
}

function usable(el: HTMLElement | null): el is HTMLElement {
  return (
    !!el &&
    el.isConnected &&
    !el.matches(':disabled') &&
    !el.closest('[inert]') &&
    el.getClientRects().length > 0
  );
}
