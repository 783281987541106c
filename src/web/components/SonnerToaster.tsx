import { Toaster as Sonner } from 'sonner';
import { UI } from '../../shared/constants.ts';

/*
 * Toasts sit below the things at the top of every screen (the phone's menu button, the call's
 * partner details and self view): --toast-top in global.css gives that height per layout.
 */
const TOP = { top: 'var(--toast-top)' };

export default function SonnerToaster() {
  return (
    <Sonner
      theme="dark"
      position="top-center"
      offset={TOP}
      mobileOffset={TOP}
      closeButton
      richColors
      duration={UI.toastMs}
      toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
    />
  );
}
