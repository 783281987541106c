import { Toaster as SonnerToaster } from 'sonner';
import { UI } from '../../shared/constants.ts';

export function Toaster() {
  return (
    <SonnerToaster
      theme="dark"
      position="top-center"
      closeButton
      richColors
      duration={UI.toastMs}
      toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
    />
  );
}
