import { Toaster as Sonner } from 'sonner';
import { UI } from '../../shared/constants.ts';

export default function SonnerToaster() {
  return (
    <Sonner
      theme="dark"
      position="top-center"
      closeButton
      richColors
      duration={UI.toastMs}
      toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
    />
  );
}
