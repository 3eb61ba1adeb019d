import { useEffect, type ReactNode } from 'react';
import { useShellTexts } from '../i18n/shell-texts.ts';
import { ModalDialog } from '../shared/ui/modal-dialog.tsx';

/** The width from which the header shows its own navigation (Tailwind's `md`). */
const WIDE_SCREEN = '(min-width: 48rem)';

interface MobileMenuProps {
  /** The product's name, as the header shows it. */
  title: string;
  onClose(): void;
  /** The header's menu button, which gets focus back when the menu closes. */
  returnFocusTo(): HTMLElement | null;
  children: ReactNode;
}

/**
 * The full-screen menu of narrow screens, a modal dialog: the page behind is inert and does not scroll, focus
 * starts on the first item, Escape closes it and focus goes back to the menu button.
 */
export function MobileMenu({ title, onClose, returnFocusTo, children }: MobileMenuProps) {
  const { t } = useShellTexts();
  useEffect(() => {
    document.body.style.overflow = 'hidden';
    // Widening the window past the phone layout leaves the header's own navigation: the menu has no place there.
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    wide.addEventListener('change', closeWhenWide);
    return () => {
      document.body.style.overflow = '';
      wide.removeEventListener('change', closeWhenWide);
    };
  }, [onClose]);

  return (
    <ModalDialog
      labelledBy="mobile-menu-title"
      onDismiss={onClose}
      returnFocusTo={returnFocusTo}
      className="m-0 h-dvh max-h-none w-full max-w-none border-0 bg-white p-0 text-slate-900 outline-none"
    >
      <div className="flex h-16 items-center justify-between gap-4 border-b border-slate-200/80 px-4 sm:px-6">
        <p id="mobile-menu-title" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <span aria-hidden="true">{t('puzzle')}</span>
          <span>{title}</span>
          <span className="sr-only">{t('mobileMenu')}</span>
        </p>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
          aria-label={t('closeMenu')}
          onClick={onClose}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <nav id="mobile-menu" aria-label={t('mobileMenu')} className="flex flex-col gap-3 px-6 py-8">
        {children}
      </nav>
    </ModalDialog>
  );
}
