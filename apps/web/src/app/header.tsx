import { PRODUCT_TITLE } from '@sitecraft/shared/product';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../shared/ui/button.tsx';
import { useSession } from '../shared/session/session-context.tsx';
import { shellTexts } from './texts.ts';
import { useLogout } from './use-logout.ts';

/** The header of every route: logo, login or logout, and a full-screen menu on narrow screens. */
export function Header() {
  const { isLoggedIn } = useSession();
  const logout = useLogout();
  const location = useLocation();
  // The menu belongs to the page it was opened on: following any link closes it.
  const [openOnPage, setOpenOnPage] = useState<string | null>(null);
  const menuOpen = openOnPage === location.key;
  const setMenuOpen = (open: boolean) => setOpenOnPage(open ? location.key : null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnPage(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.style.overflow = '';
    };
  }, [menuOpen]);

  const account = isLoggedIn ? (
    <button type="button" onClick={logout} className={buttonClass('secondary')}>
      {shellTexts.logout}
    </button>
  ) : (
    <Link to="/login" className={buttonClass('primary')}>
      {shellTexts.userLogin}
    </Link>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <Link
        to={isLoggedIn ? '/builder' : '/landing'}
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {isLoggedIn ? shellTexts.toBuilder : shellTexts.toLanding}
      </Link>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/landing" className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
          <span aria-hidden="true">{shellTexts.puzzle}</span>
          <span>{PRODUCT_TITLE}</span>
        </Link>
        <nav aria-label="Основное меню" className="hidden items-center gap-2 md:flex">
          <Link to="/landing#templates" className={buttonClass('ghost')}>
            {shellTexts.templates}
          </Link>
          {account}
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? shellTexts.closeMenu : shellTexts.openMenu}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Мобильное меню" className="fixed inset-x-0 bottom-0 top-16 z-40 flex flex-col gap-3 bg-white px-6 py-8 md:hidden">
          <Link to="/landing#templates" className={buttonClass('ghost', 'justify-start text-base')}>
            {shellTexts.templates}
          </Link>
          {account}
        </nav>
      )}
    </header>
  );
}
