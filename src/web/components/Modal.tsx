import { useEffect, useRef, type ReactNode } from 'react';
import { restoreFocus } from './restoreFocus.ts';
import { useScrollLock } from './useScrollLock.ts';
import './modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A native modal <dialog>: the browser traps focus and makes the page inert. Escape, the
 * backdrop and the caller's close button all go through onClose; focus returns where it was,
 * or to the page's next step when that control is gone (restoreFocus.ts).
 */
export function Modal({ open, onClose, labelledBy, describedBy, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      restoreFocus(returnTo);
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
