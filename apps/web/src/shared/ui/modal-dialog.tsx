import { useEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  labelledBy: string;
  describedBy?: string;
  /** Called on Escape; without it the dialog cannot be dismissed by the person. */
  onDismiss?: () => void;
  /** Where focus goes when the dialog closes, if not back to the element that had it when it opened. */
  returnFocusTo?: () => HTMLElement | null;
  /** Replaces the centred card's look, e.g. for a full-screen panel. */
  className?: string;
  children: ReactNode;
}

const cardClass =
  'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border-0 bg-white p-0 text-slate-900 shadow-2xl outline-none backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm';

/**
 * A modal dialog on the native <dialog>: the page behind it is inert, focus moves in (to the element marked
 * `data-autofocus`, else the dialog) and returns to where it was when the dialog goes. Render it only while open.
 */
export function ModalDialog({ labelledBy, describedBy, onDismiss, returnFocusTo, className = cardClass, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
    return () => {
      dialog.close();
      (returnFocusTo?.() ?? returnTo)?.focus();
    };
  }, [returnFocusTo]);

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      onClose={(event) => {
        // Chromium lets a second Escape close a dialog even when its cancel event is refused.
        const dialog = event.currentTarget;
        if (onDismiss) onDismiss();
        else if (dialog.isConnected && !dialog.open) dialog.showModal();
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}
