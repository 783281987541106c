import { useLingui } from '@lingui/react';
import { Toaster as Sonner } from 'sonner';
import { UI } from '../../shared/constants.ts';

/*
 * Toasts sit below the things at the top of every screen (the phone's menu button, the call's
 * partner details and self view): --toast-top in global.css gives that height per layout.
 */
const TOP = { top: 'var(--toast-top)' };

/** Sonner's own shortcut to the toasts (its default `hotkey`), as a person presses it. */
const HOTKEY = 'Alt+T';

/** Sonner's toasts, with its labels (the region's, each close button's) in the page's language. */
export default function SonnerToaster() {
  const { i18n } = useLingui();
  return (
    <Sonner
      theme="dark"
      position="top-center"
      offset={TOP}
      mobileOffset={TOP}
      closeButton
      richColors
      duration={UI.toastMs}
      customAriaLabel={i18n._('toast.region', { keys: HOTKEY })}
      toastOptions={{ closeButtonAriaLabel: i18n._('toast.close') }}
    />
  );
}
